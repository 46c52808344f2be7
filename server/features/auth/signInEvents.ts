import type { Db } from "../../platform/db/database.ts";
import { recordAudit } from "../audit/recordAudit.ts";
import { findUserByEmail } from "../users/userRepo.ts";

/**
 * What happened at the door, for the audit log. `method` names how someone signed in
 * ("password", "registration", and whatever other ways to sign in exist), `reason` why an
 * attempt failed, in a few words. Never a password, code or token.
 */
export type SignInEvent =
  | { kind: "sign_in"; userId: number; method: string }
  | { kind: "sign_in_failed"; email: string; method: string; reason: string }
  | { kind: "lock_out"; email: string; failures: number }
  | { kind: "sign_out"; userId: number; summary?: string };

/**
 * Records a sign-in, a failed attempt, an account's lock-out or a sign-out in the audit log, in
 * the caller's transaction. Every way to sign in records through here: `createSession` records
 * each sign-in by itself; a way to sign in records its failed attempts with `sign_in_failed`.
 * A failed attempt's actor is the email it tried (there may be no such account).
 */
export async function recordSignInEvent(trx: Db, event: SignInEvent): Promise<void> {
  switch (event.kind) {
    case "sign_in":
      return recordAudit(trx, event.userId, {
        action: "auth.sign_in",
        entityType: "user",
        entityId: event.userId,
        summary: event.method === "password" ? "Signed in" : `Signed in (${event.method})`,
      });
    case "sign_out":
      return recordAudit(trx, event.userId, {
        action: "auth.sign_out",
        entityType: "user",
        entityId: event.userId,
        summary: event.summary ?? "Signed out",
      });
    case "sign_in_failed": {
      const account = await findUserByEmail(trx, event.email);
      return recordAudit(trx, null, {
        action: "auth.sign_in_failed",
        entityType: "user",
        entityId: account?.id ?? null,
        actorEmail: event.email,
        summary: `Failed sign-in${event.method === "password" ? "" : ` (${event.method})`}: ${event.reason}`,
      });
    }
    case "lock_out": {
      const account = await findUserByEmail(trx, event.email);
      return recordAudit(trx, null, {
        action: "auth.lock_out",
        entityType: "user",
        entityId: account?.id ?? null,
        actorEmail: event.email,
        summary: `Sign-ins to ${event.email} are slowed down after ${event.failures} failed attempts within an hour`,
      });
    }
  }
}
