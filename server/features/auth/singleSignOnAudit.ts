import type { SingleSignOnRefusal } from "../../../shared/singleSignOn.ts";
import type { Db } from "../../platform/db/database.ts";
import { recordAudit } from "../audit/recordAudit.ts";

export type SingleSignOnOutcome =
  | { kind: "signed_in"; userId: number }
  | { kind: "account_created"; userId: number; role: string }
  | { kind: "refused"; reason: SingleSignOnRefusal; userId: number | null; email: string | null };

/**
 * The audit log's record of a single sign-on: who came in (or was created), or who was turned
 * away and why, so admins can see both. The one place single sign-on writes to the audit log.
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
    action: outcome.kind === "signed_in" ? "auth.sso_sign_in" : "auth.sso_account_created",
    entityType: "user",
    entityId: outcome.userId,
    summary:
      outcome.kind === "signed_in"
        ? "Signed in with single sign-on"
        : `Account created by single sign-on, role ${outcome.role}`,
  });
}
