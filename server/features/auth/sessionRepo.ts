import type { Insertable } from "kysely";
import type { Db } from "../../platform/db/database.ts";
import type { SessionsTable, UserRow } from "../../platform/db/schema.ts";

export type NewSession = Insertable<SessionsTable>;

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db.insertInto("sessions").values(session).execute();
}

/** A session with its user, by the session's (hashed) id. */
export function findSessionWithUser(
  db: Db,
  sessionId: string,
): Promise<
  | (UserRow & {
      sessionCreatedAt: string;
      lastSeenAt: string;
      expiresAt: string;
      twoFactorSetupRequired: number;
    })
  | undefined
> {
  return db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.userId")
    .selectAll("users")
    .select([
      "sessions.createdAt as sessionCreatedAt",
      "sessions.lastSeenAt",
      "sessions.expiresAt",
      "sessions.twoFactorSetupRequired",
    ])
    .where("sessions.id", "=", sessionId)
    .executeTakeFirst();
}

export async function touchSession(db: Db, sessionId: string, seenAt: string, expiresAt: string) {
  await db
    .updateTable("sessions")
    .set({ lastSeenAt: seenAt, expiresAt })
    .where("id", "=", sessionId)
    .execute();
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
}

/** Ends a user's sessions, except the one given (an admin editing themselves stays signed in). */
export async function deleteSessionsOfUser(db: Db, userId: number, exceptSessionId?: string): Promise<void> {
  await deleteSessionsBut(db, { userId }, exceptSessionId ?? null);
}

/** Ends every session of one user, or of everyone, but the given one; answers how many ended. */
export async function deleteSessionsBut(
  db: Db,
  target: { userId: number } | "everyone",
  exceptSessionId: string | null,
): Promise<number> {
  let query = db.deleteFrom("sessions");
  if (target !== "everyone") query = query.where("userId", "=", target.userId);
  if (exceptSessionId !== null) query = query.where("id", "!=", exceptSessionId);
  const [result] = await query.execute();
  return Number(result?.numDeletedRows ?? 0);
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<void> {
  await db.deleteFrom("sessions").where("expiresAt", "<=", now).execute();
}

/** The user's sessions that have not expired, most recently used first. */
export function listSessionsOfUser(db: Db, userId: number, now: string) {
  return db
    .selectFrom("sessions")
    .select(["id", "createdAt", "lastSeenAt", "ip", "userAgent", "signInMethod"])
    .where("userId", "=", userId)
    .where("expiresAt", ">", now)
    .orderBy("lastSeenAt", "desc")
    .execute();
}

/** Ends one session if it is the user's; true when there was one to end. */
export async function deleteSessionOfUser(db: Db, userId: number, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("sessions")
    .where("id", "=", sessionId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
