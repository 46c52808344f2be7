import { createHash, randomBytes } from "node:crypto";
import type { UserRow } from "../../platform/db/schema.ts";
import type { AppContext } from "../appContext.ts";
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionOfUser,
  deleteSessionsOfUser,
  findSessionWithUser,
  insertSession,
  touchSession,
} from "./sessionRepo.ts";
import { recordSignInEvent } from "./signInEvents.ts";

/** How a session began: a password (with a two-factor code, or at registration), or the identity provider. */
export type SignInMethod = "password" | "two-factor" | "registration" | "sso";

/** How the audit log names each way in ("Signed in (…)"; a bare password needs no name). */
const signInMethodLabels: Record<SignInMethod, string> = {
  password: "password",
  "two-factor": "password and two-factor",
  registration: "registration",
  sso: "single sign-on",
};

/** last_seen_at is written at most this often, so reading pages does not mean writing rows. */
const TOUCH_INTERVAL_MS = 60_000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Starts a session for the user and records the sign-in in the audit log, together; returns
 * the cookie token (only its hash is stored). Every way to sign in ends here, so every sign-in
 * is recorded, named by `method` ("password", "registration"…).
 */
export async function createSession(
  ctx: AppContext,
  userId: number,
  meta: {
    ip: string | null;
    userAgent: string | null;
    signInMethod: SignInMethod;
    twoFactorSetupRequired?: boolean;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const { config } = ctx;
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  const expiresAt = new Date(Math.min(now + config.sessionIdleMs, now + config.sessionMaxMs));
  await ctx.db.transaction().execute(async (trx) => {
    await insertSession(trx, {
      id: hashToken(token),
      userId,
      createdAt: new Date(now).toISOString(),
      lastSeenAt: new Date(now).toISOString(),
      expiresAt: expiresAt.toISOString(),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      twoFactorSetupRequired: meta.twoFactorSetupRequired ? 1 : 0,
      signInMethod: meta.signInMethod,
    });
    await recordSignInEvent(trx, { kind: "sign_in", userId, method: signInMethodLabels[meta.signInMethod] });
  });
  return { token, expiresAt };
}

/**
 * The user behind a cookie token, or null when the session is unknown, idle too long or past
 * its absolute limit. Sliding expiry: use extends it, up to the absolute limit.
 */
export async function resolveSession(
  ctx: AppContext,
  token: string,
): Promise<{ sessionId: string; user: UserRow; twoFactorSetupRequired: boolean; extendedTo?: Date } | null> {
  const { db, config } = ctx;
  if (token.length > 100) return null;
  const sessionId = hashToken(token);
  const row = await findSessionWithUser(db, sessionId);
  if (!row) return null;
  const now = Date.now();
  if (Date.parse(row.expiresAt) <= now) {
    await deleteSession(db, sessionId);
    return null;
  }
  const absoluteEnd = Date.parse(row.sessionCreatedAt) + config.sessionMaxMs;
  // Idle too long, or older than the absolute limit (even if recently used): the session is over.
  if (absoluteEnd <= now || now - Date.parse(row.lastSeenAt) > config.sessionIdleMs) {
    await deleteSession(db, sessionId);
    return null;
  }
  let extendedTo: Date | undefined;
  if (now - Date.parse(row.lastSeenAt) > Math.min(TOUCH_INTERVAL_MS, config.sessionIdleMs / 4)) {
    extendedTo = new Date(Math.min(now + config.sessionIdleMs, absoluteEnd));
    await touchSession(db, sessionId, new Date(now).toISOString(), extendedTo.toISOString());
  }
  const { sessionCreatedAt: _c, lastSeenAt: _l, expiresAt: _e, twoFactorSetupRequired, ...user } = row;
  return {
    sessionId,
    user,
    twoFactorSetupRequired: twoFactorSetupRequired === 1,
    ...(extendedTo ? { extendedTo } : {}),
  };
}

export async function endSession(ctx: AppContext, sessionId: string): Promise<void> {
  await deleteSession(ctx.db, sessionId);
}

/** POST /api/logout: ends the session and records the sign-out of its user, together. */
export async function signOut(ctx: AppContext, userId: number, sessionId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (await deleteSessionOfUser(trx, userId, sessionId))
      await recordSignInEvent(trx, { kind: "sign_out", userId });
  });
}

/**
 * The account screen's "Sign out" on one of one's sessions (false: no such session of
 * theirs), and "Sign out everywhere else" (`sessionId` null: every session but `keep`).
 */
export async function signOutSessions(
  ctx: AppContext,
  userId: number,
  target: { sessionId: string } | { allBut: string | null },
): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    if ("sessionId" in target) {
      if (!(await deleteSessionOfUser(trx, userId, target.sessionId))) return false;
      await recordSignInEvent(trx, { kind: "sign_out", userId, summary: "Signed out a session" });
      return true;
    }
    await deleteSessionsOfUser(trx, userId, target.allBut ?? undefined);
    await recordSignInEvent(trx, { kind: "sign_out", userId, summary: "Signed out every other session" });
    return true;
  });
}

/** Removes expired sessions; called now and then so the table does not grow forever. */
export async function pruneSessions(ctx: AppContext): Promise<void> {
  await deleteExpiredSessions(ctx.db, new Date().toISOString());
}
