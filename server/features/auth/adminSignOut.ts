import { badRequest, notFound } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { recordAudit } from "../audit/recordAudit.ts";
import { findUserById } from "../users/userRepo.ts";
import { deleteSessionsBut } from "./sessionRepo.ts";

/**
 * An admin ends other people's sessions: every session of one user (a lost laptop, a colleague
 * who left) or every session of everyone but the admin's own (a suspected break-in). Whoever
 * was signed in must sign in again at their next request. Audited in the same transaction,
 * with how many sessions ended. An admin ends their own other sessions on the account screen,
 * so signing oneself out here is refused rather than ending the session in use.
 */
export async function signOutAsAdmin(
  ctx: AppContext,
  admin: { userId: number; sessionId: string | null },
  target: { userId: number } | "everyone",
): Promise<number> {
  if (target !== "everyone" && target.userId === admin.userId)
    throw badRequest("Use your account screen to sign out your other sessions.", "id");
  return ctx.db.transaction().execute(async (trx) => {
    if (target === "everyone") {
      const sessionsEnded = await deleteSessionsBut(trx, "everyone", admin.sessionId);
      await recordAudit(trx, admin.userId, {
        action: "auth.sign_out_everyone",
        entityType: "user",
        entityId: null,
        summary: `Signed out everyone else (${sessionsEnded} ${sessionsEnded === 1 ? "session" : "sessions"})`,
      });
      return sessionsEnded;
    }
    const user = await findUserById(trx, target.userId);
    if (!user) throw notFound("This user does not exist.");
    const sessionsEnded = await deleteSessionsBut(trx, target, null);
    await recordAudit(trx, admin.userId, {
      action: "user.signed_out",
      entityType: "user",
      entityId: user.id,
      summary: `Signed out ${user.email} everywhere (${sessionsEnded} ${sessionsEnded === 1 ? "session" : "sessions"})`,
    });
    return sessionsEnded;
  });
}
