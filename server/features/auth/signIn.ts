import type { FastifyBaseLogger } from "fastify";
import { REGISTERED_ROLE } from "../../../shared/schemas/user.ts";
import { clientAddressKey } from "../../lib/clientAddressKey.ts";
import { maskEmail } from "../../lib/maskEmail.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { forbidden, tooManyRequests, unauthorized } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { createAccount } from "../users/userAccounts.ts";
import { findUserByEmail, recordSignIn } from "../users/userRepo.ts";
import { assertUncommonPassword } from "./commonPasswords.ts";
import type { LoginThrottle } from "./loginThrottle.ts";
import { passwordSignInAllowed } from "./passwordSignInAllowed.ts";
import { verifyPassword } from "./passwords.ts";

/** Who is signing in: the address, and the device id when the browser showed the account's device cookie. */
export interface SignInClient {
  ip: string;
  trustedDevice: string | null;
  log: FastifyBaseLogger;
}

/**
 * POST /api/login: the account behind email and password, its sign-in recorded. Wrong
 * guesses slow that client down on that account (a client is its device cookie's device, else
 * its address, an IPv6 one by /64), and past the account's hourly cap every client without the
 * device cookie waits, growing with the failures (LoginThrottle); an unknown email costs what a
 * wrong password does.
 */
export async function checkSignIn(
  ctx: AppContext,
  throttle: LoginThrottle,
  email: string,
  password: string,
  client: SignInClient,
): Promise<UserRow> {
  const clientKey = client.trustedDevice ? `device:${client.trustedDevice}` : clientAddressKey(client.ip);
  const verdict = await throttle.verdict(email, clientKey, client.trustedDevice !== null);
  if (verdict) {
    // Never the password, never the whole email: enough to see an attack, not to learn accounts.
    client.log.warn(
      {
        account: maskEmail(email),
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
  const user = await findUserByEmail(ctx.db, email);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) {
    const { accountLockedOut } = await throttle.recordFailure(email, clientKey);
    if (accountLockedOut)
      client.log.warn(
        { account: maskEmail(email), ip: client.ip },
        "sign-in lockout: the account reached its hourly cap of failed sign-ins",
      );
    throw unauthorized("Invalid email or password.");
  }
  await throttle.recordSuccess(email, clientKey);
  // Checked only once the password is right: a wrong guess learns nothing about the account.
  if (!passwordSignInAllowed(ctx.config, user))
    throw forbidden(
      `Staff sign in with ${ctx.config.singleSignOn?.displayName ?? "single sign-on"}: password sign-in is turned off.`,
      "PASSWORD_SIGN_IN_DISABLED",
    );
  const now = new Date().toISOString();
  await recordSignIn(ctx.db, user.id, now);
  return { ...user, lastLoginAt: now };
}

/** POST /api/register (only with ALLOW_REGISTRATION): a customer account, signed in. */
export async function registerCustomer(ctx: AppContext, email: string, password: string): Promise<UserRow> {
  if (!ctx.config.allowRegistration) throw forbidden("Registration is disabled", "REGISTRATION_DISABLED");
  assertUncommonPassword(password, "password");
  return createAccount(ctx, {
    email,
    password,
    role: REGISTERED_ROLE,
    lastLoginAt: new Date().toISOString(),
  });
}
