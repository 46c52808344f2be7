import type { FastifyBaseLogger } from "fastify";
import { REGISTERED_ROLE } from "../../../shared/schemas/user.ts";
import { clientAddressKey } from "../../lib/clientAddressKey.ts";
import { maskEmail } from "../../lib/maskEmail.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError, forbidden, tooManyRequests, unauthorized } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { hasConfirmedTwoFactor } from "../twoFactor/twoFactorRepo.ts";
import { TEMPORARY_PASSWORD_DAYS, temporaryPasswordExpired } from "../users/temporaryPassword.ts";
import { createAccount } from "../users/userAccounts.ts";
import { findUserByEmail, recordSignIn } from "../users/userRepo.ts";
import { ACCOUNT_FAILURES_PER_HOUR, type LoginThrottle } from "./loginThrottle.ts";
import { assertAcceptablePassword } from "./passwordPolicy.ts";
import { passwordSignInAllowed } from "./passwordSignInAllowed.ts";
import { verifyPassword } from "./passwords.ts";
import { recordSignInEvent } from "./signInEvents.ts";

/** Who is signing in: the address, and the device id when the browser showed the account's device cookie. */
export interface SignInClient {
  ip: string;
  trustedDevice: string | null;
  log: FastifyBaseLogger;
}

/** The throttle's key for a client: its device cookie's device, else its address (IPv6 by /64). */
export function signInClientKey(client: Pick<SignInClient, "ip" | "trustedDevice">): string {
  return client.trustedDevice ? `device:${client.trustedDevice}` : clientAddressKey(client.ip);
}

/**
 * Refuses with 429 while this client must wait before another try on the account. Wrong
 * guesses slow that client down on that account, and past the account's hourly cap every client
 * without the device cookie waits, growing with the failures (LoginThrottle). Wrong passwords
 * and wrong two-factor codes count alike.
 */
export async function assertSignInAllowed(
  throttle: LoginThrottle,
  account: string,
  client: SignInClient,
): Promise<void> {
  const verdict = await throttle.verdict(account, signInClientKey(client), client.trustedDevice !== null);
  if (!verdict) return;
  // Never the password, never the whole email: enough to see an attack, not to learn accounts.
  client.log.warn(
    {
      account: maskEmail(account),
      ip: client.ip,
      scope: verdict.scope,
      retryAfter: verdict.retryAfterSeconds,
    },
    "sign-in throttled",
  );
  throw tooManyRequests(
    verdict.retryAfterSeconds,
    "Too many failed sign-ins for this account. Please wait and try again.",
  );
}

/**
 * Counts a wrong password or code against the account and client, and records the failure (and
 * the lock-out it may start) in the audit log in the same transaction.
 */
export async function recordSignInFailure(
  ctx: AppContext,
  throttle: LoginThrottle,
  account: string,
  client: SignInClient,
  failure: { method: string; reason: string },
): Promise<void> {
  const { accountLockedOut } = await ctx.db.transaction().execute(async (trx) => {
    const outcome = await throttle.recordFailure(account, signInClientKey(client), trx);
    await recordSignInEvent(trx, { kind: "sign_in_failed", email: account, ...failure });
    if (outcome.accountLockedOut)
      await recordSignInEvent(trx, { kind: "lock_out", email: account, failures: ACCOUNT_FAILURES_PER_HOUR });
    return outcome;
  });
  if (accountLockedOut)
    client.log.warn(
      { account: maskEmail(account), ip: client.ip },
      "sign-in lockout: the account reached its hourly cap of failed sign-ins",
    );
}

/** Every factor was right: the client's failures are forgotten and the sign-in recorded. */
export async function completeSignIn(
  ctx: AppContext,
  throttle: LoginThrottle,
  user: UserRow,
  client: SignInClient,
): Promise<UserRow> {
  await throttle.recordSuccess(user.email, signInClientKey(client));
  const now = new Date().toISOString();
  await recordSignIn(ctx.db, user.id, now);
  return { ...user, lastLoginAt: now };
}

/**
 * POST /api/login: the account behind email and password. An unknown email costs what a wrong
 * password does. With two-factor on, a right password is only the first step
 * (`secondFactorRequired`): the client's failures stay counted until the code is right too, so
 * a guesser holding the password cannot clear them by entering it again.
 */
export async function checkSignIn(
  ctx: AppContext,
  throttle: LoginThrottle,
  email: string,
  password: string,
  client: SignInClient,
): Promise<{ user: UserRow; secondFactorRequired: boolean }> {
  await assertSignInAllowed(throttle, email, client);
  const user = await findUserByEmail(ctx.db, email);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) {
    await recordSignInFailure(ctx, throttle, email, client, {
      method: "password",
      reason: user ? "wrong password" : "no account with this email",
    });
    throw unauthorized("Invalid email or password.");
  }
  // Checked only once the password is right: a wrong guess learns nothing about the account.
  if (!passwordSignInAllowed(ctx.config, user))
    throw forbidden(
      `Staff sign in with ${ctx.config.singleSignOn?.displayName ?? "single sign-on"}: password sign-in is turned off.`,
      "PASSWORD_SIGN_IN_DISABLED",
    );
  if (temporaryPasswordExpired(user))
    throw new AppError(
      401,
      "TEMPORARY_PASSWORD_EXPIRED",
      `This temporary password has expired (it worked for ${TEMPORARY_PASSWORD_DAYS} days). Ask an admin to set a new one.`,
    );
  if (await hasConfirmedTwoFactor(ctx.db, user.id)) return { user, secondFactorRequired: true };
  return { user: await completeSignIn(ctx, throttle, user, client), secondFactorRequired: false };
}

/** POST /api/register (only with ALLOW_REGISTRATION): a customer account, signed in. */
export async function registerCustomer(ctx: AppContext, email: string, password: string): Promise<UserRow> {
  if (!ctx.config.allowRegistration) throw forbidden("Registration is disabled", "REGISTRATION_DISABLED");
  await assertAcceptablePassword(ctx, password, { field: "password", email });
  return createAccount(ctx, {
    email,
    password,
    role: REGISTERED_ROLE,
    lastLoginAt: new Date().toISOString(),
  });
}
