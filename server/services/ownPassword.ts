import type { PasswordChangeInput } from "../../shared/schemas/user.ts";
import type { AppContext } from "../context.ts";
import { findUserById, replaceOwnPassword } from "../db/repos/userRepo.ts";
import type { UserRow } from "../db/schema.ts";
import { badRequest, unauthorized } from "../errors.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

/**
 * A signed-in user replaces their own password: the current one must be right and the new one
 * different. Clears mustChangePassword, so the portal stops asking.
 */
export async function changeOwnPassword(
  ctx: AppContext,
  userId: number,
  sessionId: string | null,
  input: PasswordChangeInput,
): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw badRequest("Your current password is incorrect.", "currentPassword");
  if (input.newPassword === input.currentPassword)
    throw badRequest("Choose a new password that differs from the current one.", "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  return replaceOwnPassword(ctx.db, userId, passwordHash, sessionId);
}
