import type {
  TwoFactorDisableInput,
  TwoFactorSetup,
  TwoFactorStatus,
} from "../../../shared/schemas/twoFactor.ts";
import { staffRoles } from "../../../shared/schemas/user.ts";
import { loadOnFirstUse } from "../../lib/loadOnFirstUse.ts";
import { clock } from "../../platform/clock.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { badRequest, conflict, notFound } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { recordAudit } from "../audit/recordAudit.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { deleteSessionsOfUser } from "../auth/sessionRepo.ts";
import { findUserById } from "../users/userRepo.ts";
import {
  authenticatorUri,
  deviceStep,
  isCodeOfStep,
  learnClockOffset,
  newAuthenticatorSecret,
} from "./authenticatorCodes.ts";
import { hashRecoveryCode, newRecoveryCodes, recoveryCodeMatches } from "./recoveryCodes.ts";
import { SecretBox } from "./secretBox.ts";
import {
  claimStep,
  confirmTwoFactor,
  countRecoveryCodes,
  deleteTwoFactor,
  findTwoFactorOf,
  hasConfirmedTwoFactor,
  listRecoveryCodes,
  replaceRecoveryCodes,
  savePendingTwoFactor,
  setSessionSetupRequired,
  spendRecoveryCode,
} from "./twoFactorRepo.ts";

const qrCode = loadOnFirstUse<typeof import("qrcode")>("qrcode");

const AUTHENTICATOR_CODE = /^\d{6}$/;
const wrongCode = () =>
  badRequest("That code is not right. Check your authenticator app and try again.", "code");

const boxOf = (ctx: AppContext) => new SecretBox(ctx.visitorCookieKey);

/**
 * Whether a one-factor sign-in by this user (a password, or single sign-on whose provider did not
 * confirm a second factor) must set up two-factor first: the admins require it of staff and the
 * user has none.
 */
export async function needsTwoFactorSetup(ctx: AppContext, user: UserRow): Promise<boolean> {
  if (!(staffRoles as readonly string[]).includes(user.role)) return false;
  if (!(await ctx.settings.get()).require_two_factor_for_staff) return false;
  return !(await hasConfirmedTwoFactor(ctx.db, user.id));
}

/** GET /api/user/two-factor. */
export async function twoFactorStatus(ctx: AppContext, userId: number): Promise<TwoFactorStatus> {
  const enabled = await hasConfirmedTwoFactor(ctx.db, userId);
  return {
    enabled,
    recoveryCodesLeft: enabled ? await countRecoveryCodes(ctx.db, userId) : 0,
    requiredForStaff: (await ctx.settings.get()).require_two_factor_for_staff,
  };
}

/**
 * POST /api/user/two-factor/setup: a new secret for the app, kept unconfirmed (it guards nothing
 * yet) until the first code proves the app has it. Refused while two-factor is on: turn it off first.
 */
export async function startTwoFactorSetup(ctx: AppContext, user: UserRow): Promise<TwoFactorSetup> {
  if (await hasConfirmedTwoFactor(ctx.db, user.id))
    throw conflict(
      "Two-factor is already on. Turn it off first to set up another app.",
      "TWO_FACTOR_ENABLED",
    );
  const secret = newAuthenticatorSecret();
  await savePendingTwoFactor(ctx.db, user.id, boxOf(ctx).seal(user.id, secret), clock.now().toISOString());
  const otpauthUri = authenticatorUri(secret, user.email, (await ctx.settings.get()).site_name);
  const svg = await qrCode().toString(otpauthUri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/**
 * Checks a sign-in code: it must be the one the user's app shows now (the server's step moved by
 * the app's clock offset learned at set-up, no step either side), and its step must be later than
 * the last one used: no replay.
 */
async function acceptAuthenticatorCode(
  ctx: AppContext,
  row: { userId: number; secretCiphertext: string; clockOffsetSteps: number },
  code: string,
): Promise<boolean> {
  const secret = boxOf(ctx).open(row.userId, row.secretCiphertext);
  if (!secret) return false;
  const step = deviceStep(clock.nowMs(), row.clockOffsetSteps);
  return isCodeOfStep(secret, code, step) && (await claimStep(ctx.db, row.userId, step));
}

/**
 * POST /api/user/two-factor/confirm: the first right code turns two-factor on and answers ten
 * recovery codes, this once (only their hashes are kept). The user's sessions no longer need set-up.
 */
export async function confirmTwoFactorSetup(
  ctx: AppContext,
  userId: number,
  code: string,
): Promise<string[]> {
  const pending = await findTwoFactorOf(ctx.db, userId);
  if (!pending || pending.confirmedAt)
    throw conflict(
      pending ? "Two-factor is already on." : "Start the set-up first: no authenticator secret is waiting.",
      pending ? "TWO_FACTOR_ENABLED" : "TWO_FACTOR_NOT_STARTED",
    );
  // The first code may be a step early or late: that tells how far the app's clock is off, and
  // from then on only the step the app is known to show is accepted.
  const secret = boxOf(ctx).open(userId, pending.secretCiphertext);
  const nowMs = clock.nowMs();
  const offsetSteps = secret === null ? null : learnClockOffset(secret, code, nowMs);
  if (offsetSteps === null || !(await claimStep(ctx.db, userId, deviceStep(nowMs, offsetSteps))))
    throw wrongCode();
  const recoveryCodes = newRecoveryCodes();
  const hashes = await Promise.all(recoveryCodes.map(hashRecoveryCode));
  await ctx.db.transaction().execute(async (trx) => {
    await confirmTwoFactor(trx, userId, clock.now().toISOString(), offsetSteps);
    await replaceRecoveryCodes(trx, userId, hashes);
    await setSessionSetupRequired(trx, { userId }, false);
  });
  return recoveryCodes;
}

/**
 * The second factor at sign-in (or to turn two-factor off): an authenticator code, or a recovery
 * code, which is spent. False for anything else, or when the user has no two-factor on.
 */
export async function checkSecondFactor(ctx: AppContext, userId: number, typed: string): Promise<boolean> {
  const row = await findTwoFactorOf(ctx.db, userId);
  if (!row?.confirmedAt) return false;
  const compact = typed.replace(/\s+/g, "");
  if (AUTHENTICATOR_CODE.test(compact)) return acceptAuthenticatorCode(ctx, row, compact);
  for (const code of await listRecoveryCodes(ctx.db, userId))
    if (await recoveryCodeMatches(code.codeHash, typed)) return spendRecoveryCode(ctx.db, userId, code.id);
  return false;
}

/**
 * POST /api/user/two-factor/disable: the current password or a code proves it is the owner. When
 * two-factor is required for staff, this session then has to set it up again before going on.
 */
export async function disableTwoFactor(
  ctx: AppContext,
  user: UserRow,
  sessionId: string | null,
  input: TwoFactorDisableInput,
): Promise<void> {
  if (!(await hasConfirmedTwoFactor(ctx.db, user.id)))
    throw conflict("Two-factor is not on.", "TWO_FACTOR_NOT_ENABLED");
  const proven = input.password
    ? await verifyPassword(user.passwordHash, input.password)
    : await checkSecondFactor(ctx, user.id, input.code ?? "");
  if (!proven) throw input.password ? badRequest("Your password is incorrect.", "password") : wrongCode();
  const setupNeeded =
    (staffRoles as readonly string[]).includes(user.role) &&
    (await ctx.settings.get()).require_two_factor_for_staff;
  await ctx.db.transaction().execute(async (trx) => {
    await deleteTwoFactor(trx, user.id);
    if (setupNeeded && sessionId) await setSessionSetupRequired(trx, { sessionId }, true);
  });
}

/**
 * POST /api/admin/users/:id/two-factor/reset: an admin removes someone else's two-factor (a lost
 * phone and lost recovery codes). Audited, and every session of theirs ends: whoever is signed in
 * as them signs in again, and sets two-factor up again if it is required.
 */
export async function resetTwoFactorOf(ctx: AppContext, adminId: number, userId: number): Promise<void> {
  if (adminId === userId) throw badRequest("Use your account screen to turn your own two-factor off.", "id");
  await ctx.db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user) throw notFound("This user does not exist.");
    if (!(await hasConfirmedTwoFactor(trx, userId)))
      throw conflict(`${user.email} has no two-factor to reset.`, "TWO_FACTOR_NOT_ENABLED");
    await deleteTwoFactor(trx, userId);
    await deleteSessionsOfUser(trx, userId);
    await recordAudit(trx, adminId, {
      action: "user.two_factor_reset",
      entityType: "user",
      entityId: userId,
      summary: `Reset two-factor for ${user.email}`,
    });
  });
}
