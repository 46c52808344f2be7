import type { PasswordChangeInput, User } from "../../../shared/schemas/user.ts";
import { badRequest, unauthorized } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { recordAudit } from "../audit/recordAudit.ts";
import { assertAcceptablePassword } from "../auth/passwordPolicy.ts";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";
import { deleteSessionsOfUser } from "../auth/sessionRepo.ts";
import { presentUser } from "./userPresenter.ts";
import { findUserById, setOwnPassword } from "./userRepo.ts";

/**
 * A signed-in user replaces their own password: the current one must be right and the new one
 * different. Clears mustChangePassword, so the portal stops asking, and ends the user's other
 * sessions (a stolen session dies with the old password; the one in use stays).
 */
export async function changeOwnPassword(
  ctx: AppContext,
  userId: number,
  sessionId: string | null,
  input: PasswordChangeInput,
): Promise<User> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw badRequest("Your current password is incorrect.", "currentPassword");
  if (input.newPassword === input.currentPassword)
    throw badRequest("Choose a new password that differs from the current one.", "newPassword");
  await assertAcceptablePassword(ctx, input.newPassword, { field: "newPassword", email: user.email });
  // Hashing is slow (on purpose): done before the transaction.
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await ctx.db.transaction().execute(async (trx) => {
    const row = await setOwnPassword(trx, userId, passwordHash);
    await deleteSessionsOfUser(trx, userId, sessionId ?? undefined);
    await recordAudit(trx, userId, {
      action: "user.password_set",
      entityType: "user",
      entityId: userId,
      summary: "Changed their own password",
    });
    return row;
  });
  return presentUser(updated);
}
