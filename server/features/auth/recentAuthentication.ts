import { REAUTHENTICATION_REQUIRED } from "../../../shared/schemas/session.ts";
import { AppError, badRequest, unauthorized } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { passwordSignInAllowed } from "./passwordSignInAllowed.ts";
import { verifyPassword } from "./passwords.ts";
import { findSessionWithUser } from "./sessionRepo.ts";

/** How long after signing in a session may end the owner's other sessions without the password again. */
export const RECENT_SIGN_IN_MS = 5 * 60_000;

/**
 * Ending one's other sessions is what someone who took over a session would do first to keep
 * the owner out, so it takes a fresh proof of identity: a sign-in in the last few minutes, or
 * the current password now. An account that cannot use a password (single sign-on only) proves
 * it by signing in again.
 */
export async function assertRecentlyAuthenticated(
  ctx: AppContext,
  sessionId: string | null,
  currentPassword: string | undefined,
): Promise<void> {
  const session = sessionId ? await findSessionWithUser(ctx.db, sessionId) : undefined;
  if (!session) throw unauthorized();
  const passwordUsable = passwordSignInAllowed(ctx.config, session);
  if (currentPassword !== undefined && passwordUsable) {
    if (!(await verifyPassword(session.passwordHash, currentPassword)))
      throw badRequest("Your current password is incorrect.", "currentPassword");
    return;
  }
  if (Date.now() - Date.parse(session.sessionCreatedAt) <= RECENT_SIGN_IN_MS) return;
  const minutes = RECENT_SIGN_IN_MS / 60_000;
  throw new AppError(
    403,
    REAUTHENTICATION_REQUIRED,
    passwordUsable
      ? `Enter your password to sign out other sessions: you signed in more than ${minutes} minutes ago.`
      : `Sign in again to sign out other sessions: you signed in more than ${minutes} minutes ago.`,
  );
}
