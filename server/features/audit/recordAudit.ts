import { clock } from "../../platform/clock.ts";
import type { Db } from "../../platform/db/database.ts";
import { emailOfUser } from "../users/userRepo.ts";
import { currentApiTokenActor } from "./apiTokenActor.ts";
import { insertAuditEntry } from "./auditRepo.ts";

/** What an action changed: small fields only (titles, statuses, roles), never secrets. */
export type AuditChanges = Record<string, [unknown, unknown]>;

/**
 * Records an action in the caller's transaction, so the entry exists exactly when the change
 * does. `actorId` null: no staff member acted (the scheduler, an import from the command line,
 * a failed sign-in). `actorEmail` names an actor without an account (the email a failed
 * sign-in tried); otherwise the account's email is copied in. A call made with an API token
 * names the token too, when the token's admin is the actor.
 */
export async function recordAudit(
  trx: Db,
  actorId: number | null,
  entry: {
    action: string;
    entityType: string;
    entityId: number | null;
    summary: string;
    changes?: AuditChanges;
    actorEmail?: string;
  },
): Promise<void> {
  const changed = Object.entries(entry.changes ?? {}).filter(([, [before, after]]) => before !== after);
  const token = currentApiTokenActor();
  const viaToken = token && actorId !== null && token.userId === actorId ? token : undefined;
  await insertAuditEntry(trx, {
    at: clock.now().toISOString(),
    actorId,
    actorEmail:
      entry.actorEmail?.slice(0, 320) ?? (actorId === null ? null : await emailOfUser(trx, actorId)),
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    summary: entry.summary.slice(0, 300),
    changes: changed.length ? JSON.stringify(Object.fromEntries(changed)) : null,
    viaTokenId: viaToken?.tokenId ?? null,
    viaTokenName: viaToken?.tokenName ?? null,
  });
}
