import { createHash, randomBytes } from "node:crypto";
import type { AppConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { UserRow } from "../db/schema.ts";

export const SESSION_COOKIE = "cairn_session";
/** last_seen_at is written at most this often, so reading pages does not mean writing rows. */
const TOUCH_INTERVAL_MS = 60_000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** True when PUBLIC_URL says the site is served over https (whatever the request to us used). */
export function servedOverHttps(config: AppConfig): boolean {
  return config.publicUrl?.startsWith("https:") === true;
}

/**
 * The session cookie's name: behind https (PUBLIC_URL) it carries the `__Host-` prefix, which
 * browsers accept only with Secure, path / and no Domain, so no subdomain can plant or
 * overwrite it.
 */
export function sessionCookieName(config: AppConfig): string {
  return servedOverHttps(config) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/**
 * The session cookie's attributes: never readable by scripts, not sent on cross-site posts,
 * Secure when PUBLIC_URL is https or the request itself came over https.
 */
export function sessionCookieOptions(config: AppConfig, requestProtocol: string, expires?: Date) {
  const secure = servedOverHttps(config) || requestProtocol === "https";
  return { path: "/", httpOnly: true, sameSite: "lax" as const, secure, ...(expires ? { expires } : {}) };
}

/** Starts a session for the user; returns the cookie token (only its hash is stored). */
export async function createSession(
  db: Db,
  config: AppConfig,
  userId: number,
  meta: { ip: string | null; userAgent: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  const expiresAt = new Date(Math.min(now + config.sessionIdleMs, now + config.sessionMaxMs));
  await db
    .insertInto("sessions")
    .values({
      id: hashToken(token),
      userId,
      createdAt: new Date(now).toISOString(),
      lastSeenAt: new Date(now).toISOString(),
      expiresAt: expiresAt.toISOString(),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * The user behind a cookie token, or null when the session is unknown, idle too long or past
 * its absolute limit. Sliding expiry: use extends it, up to the absolute limit.
 */
export async function resolveSession(
  db: Db,
  config: AppConfig,
  token: string,
): Promise<{ sessionId: string; user: UserRow; extendedTo?: Date } | null> {
  if (token.length > 100) return null;
  const sessionId = hashToken(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.userId")
    .selectAll("users")
    .select(["sessions.createdAt as sessionCreatedAt", "sessions.lastSeenAt", "sessions.expiresAt"])
    .where("sessions.id", "=", sessionId)
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  if (Date.parse(row.expiresAt) <= now) {
    await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
    return null;
  }
  const absoluteEnd = Date.parse(row.sessionCreatedAt) + config.sessionMaxMs;
  // Idle too long, or older than the absolute limit (even if recently used): the session is over.
  if (absoluteEnd <= now || now - Date.parse(row.lastSeenAt) > config.sessionIdleMs) {
    await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
    return null;
  }
  let extendedTo: Date | undefined;
  if (now - Date.parse(row.lastSeenAt) > Math.min(TOUCH_INTERVAL_MS, config.sessionIdleMs / 4)) {
    extendedTo = new Date(Math.min(now + config.sessionIdleMs, absoluteEnd));
    await db
      .updateTable("sessions")
      .set({ lastSeenAt: new Date(now).toISOString(), expiresAt: extendedTo.toISOString() })
      .where("id", "=", sessionId)
      .execute();
  }
  const { sessionCreatedAt: _c, lastSeenAt: _l, expiresAt: _e, ...user } = row;
  return { sessionId, user, ...(extendedTo ? { extendedTo } : {}) };
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
}

/** Ends every session of a user: on deletion, password change or role change. */
export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom("sessions").where("userId", "=", userId).execute();
}

/** Removes expired sessions; called now and then so the table does not grow forever. */
export async function pruneSessions(db: Db): Promise<void> {
  await db.deleteFrom("sessions").where("expiresAt", "<=", new Date().toISOString()).execute();
}
