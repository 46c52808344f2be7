import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { PasswordResetComplete } from "../../../shared/schemas/passwordReset.ts";
import { maskEmail } from "../../lib/maskEmail.ts";
import { clock } from "../../platform/clock.ts";
import { badRequest } from "../../platform/errors.ts";
import type { Mailer } from "../../platform/mail/mailer.ts";
import type { AppContext } from "../appContext.ts";
import { recordAudit } from "../audit/recordAudit.ts";
import { findUserByEmail, setOwnPassword } from "../users/userRepo.ts";
import { assertAcceptablePassword } from "./passwordPolicy.ts";
import {
  countPasswordResetsSince,
  deletePasswordResetsOfUser,
  findUnspentPasswordResetEmail,
  insertPasswordReset,
  spendPasswordReset,
} from "./passwordResetRepo.ts";
import { passwordSignInAllowed } from "./passwordSignInAllowed.ts";
import { hashPassword } from "./passwords.ts";
import { deleteSessionsOfUser } from "./sessionRepo.ts";
import { hashToken } from "./sessions.ts";

/** A link is good for 30 minutes. */
export const RESET_LINK_MINUTES = 30;
/** Links one account can be sent per hour: enough to retry, too few to flood its inbox. */
const LINKS_PER_ACCOUNT_PER_HOUR = 3;
export const RESET_PAGE_PATH = "/auth/reset-password";
const INVALID_LINK = "This reset link is invalid, used or expired. Ask for a new one.";

/**
 * Makes a reset link for the account behind the email, if any, and sends it (or, without SMTP,
 * writes it to the server log for an operator to hand over). The caller answers the same thing
 * whether or not the account exists, and does not wait for the mail.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  mailer: Mailer | null,
  email: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  if (!passwordSignInAllowed(ctx.config, user)) {
    log.info(
      { account: maskEmail(email) },
      "password reset not sent: staff sign in through single sign-on (OIDC_ONLY)",
    );
    return;
  }
  const now = clock.nowMs();
  const sent = await countPasswordResetsSince(ctx.db, user.id, new Date(now - 3_600_000).toISOString());
  if (sent >= LINKS_PER_ACCOUNT_PER_HOUR) {
    log.warn({ account: maskEmail(email) }, "password reset not sent: the account's hourly limit is reached");
    return;
  }
  const link = await createPasswordResetLink(ctx, user.id);
  if (!mailer) {
    log.warn({ account: maskEmail(email), link }, "password reset link (no SMTP_URL: hand it to the user)");
    return;
  }
  void mailer
    .send({
      to: user.email,
      subject: "Reset your password",
      text: [
        "Someone (hopefully you) asked to reset the password of your help center account.",
        "",
        `Choose a new password here within ${RESET_LINK_MINUTES} minutes:`,
        link,
        "",
        "If you did not ask for this, ignore this email: your password stays as it is.",
      ].join("\n"),
    })
    .catch((error: unknown) =>
      log.error({ err: error, account: maskEmail(email) }, "password reset mail failed"),
    );
}

/**
 * A new single-use link for the user (also what `npm run reset-password` prints). Only the
 * token's hash is stored.
 */
export async function createPasswordResetLink(
  ctx: Pick<AppContext, "db" | "config">,
  userId: number,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = clock.nowMs();
  await insertPasswordReset(ctx.db, {
    id: hashToken(token),
    userId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + RESET_LINK_MINUTES * 60_000).toISOString(),
  });
  const base = ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`;
  return `${base}${RESET_PAGE_PATH}?token=${token}`;
}

/**
 * Sets a new password through a link: the link is spent (once, even under two clicks at the same
 * moment), the user's other links are removed, every session of theirs ends and any "must
 * change password" flag is cleared.
 */
export async function completePasswordReset(ctx: AppContext, input: PasswordResetComplete): Promise<void> {
  const id = hashToken(input.token);
  // The link is spent below, in the transaction; read here only for the account's email.
  const email = await findUnspentPasswordResetEmail(ctx.db, id, clock.now().toISOString());
  if (email === undefined) throw badRequest(INVALID_LINK, "token");
  await assertAcceptablePassword(ctx, input.newPassword, { field: "newPassword", email });
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    const userId = await spendPasswordReset(trx, id, clock.now().toISOString());
    if (userId === undefined) throw badRequest(INVALID_LINK, "token");
    await setOwnPassword(trx, userId, passwordHash);
    await deletePasswordResetsOfUser(trx, userId, id);
    await deleteSessionsOfUser(trx, userId);
    await recordAudit(trx, userId, {
      action: "user.password_reset",
      entityType: "user",
      entityId: userId,
      summary: "Chose a new password with a reset link",
    });
  });
}
