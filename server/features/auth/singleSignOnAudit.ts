import type { SingleSignOnRefusal } from "../../../shared/singleSignOn.ts";
import type { Db } from "../../platform/db/database.ts";
import { recordAudit } from "../audit/recordAudit.ts";

export type SingleSignOnOutcome =
  | { kind: "account_created"; userId: number; role: string }
  | { kind: "refused"; reason: SingleSignOnRefusal; userId: number | null; email: string | null };

/**
 * The audit log's record of what single sign-on decided: an account it created, or who it turned
 * away and why. The sign-in itself is recorded with every other sign-in, when its session starts
 * ("Signed in (single sign-on)").
 */
export async function auditSingleSignOn(db: Db, outcome: SingleSignOnOutcome): Promise<void> {
  if (outcome.kind === "refused") {
    await recordAudit(db, null, {
      action: "auth.sso_refused",
      entityType: "user",
      entityId: outcome.userId,
      summary: `Single sign-on refused for ${outcome.email ?? "an unknown email"}: ${outcome.reason}`,
    });
    return;
  }
  await recordAudit(db, outcome.userId, {
    action: "auth.sso_account_created",
    entityType: "user",
    entityId: outcome.userId,
    summary: `Account created by single sign-on, role ${outcome.role}`,
  });
}
