import { clock } from "../../platform/clock.ts";
import type { Db } from "../../platform/db/database.ts";
import { emailOfUser } from "../users/userRepo.ts";
import { insertAuditEntry } from "./auditRepo.ts";

/** What an action changed: small fields only (titles, statuses, roles), never secrets. */
export type AuditChanges = Record<string, [unknown, unknown]>;

/**
 * Records a staff action in the caller's transaction, so the entry exists exactly when the
 * change does. `actorId` null: no staff member acted (the scheduler, an import from the command line).
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
  },
): Promise<void> {
  const changed = Object.entries(entry.changes ?? {}).filter(([, [before, after]]) => before !== after);
  await insertAuditEntry(trx, {
    at: clock.now().toISOString(),
    actorId,
    actorEmail: actorId === null ? null : await emailOfUser(trx, actorId),
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    summary: entry.summary.slice(0, 300),
    changes: changed.length ? JSON.stringify(Object.fromEntries(changed)) : null,
  });
}
