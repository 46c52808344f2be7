import { createHash, randomBytes } from "node:crypto";
import type { UserRow } from "../../platform/db/schema.ts";
import type { AppContext } from "../appContext.ts";
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionWithUser,
  insertSession,
  touchSession,
} from "./sessionRepo.ts";

/** How a session began: a password (or registration), or the identity provider (single sign-on). */
export type SignInMethod = "password" | "sso";

/** last_seen_at is written at most this often, so reading pages does not mean writing rows. */
const TOUCH_INTERVAL_MS = 60_000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Starts a session for the user; returns the cookie token (only its hash is stored). */
export async function createSession(
  ctx: AppContext,
  userId: number,
  meta: { ip: string | null; userAgent: string | null; signInMethod?: SignInMethod },
): Promise<{ token: string; expiresAt: Date }> {
  const { config } = ctx;
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  const expiresAt = new Date(Math.min(now + config.sessionIdleMs, now + config.sessionMaxMs));
  await insertSession(ctx.db, {
    id: hashToken(token),
    userId,
    createdAt: new Date(now).toISOString(),
    lastSeenAt: new Date(now).toISOString(),
    expiresAt: expiresAt.toISOString(),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    signInMethod: meta.signInMethod ?? "password",
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
): Promise<{ sessionId: string; user: UserRow; extendedTo?: Date } | null> {
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
  const { sessionCreatedAt: _c, lastSeenAt: _l, expiresAt: _e, ...user } = row;
  return { sessionId, user, ...(extendedTo ? { extendedTo } : {}) };
}

export async function endSession(ctx: AppContext, sessionId: string): Promise<void> {
  await deleteSession(ctx.db, sessionId);
}

/** Removes expired sessions; called now and then so the table does not grow forever. */
export async function pruneSessions(ctx: AppContext): Promise<void> {
  await deleteExpiredSessions(ctx.db, new Date().toISOString());
}
