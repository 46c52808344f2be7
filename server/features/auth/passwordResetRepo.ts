import type { Db } from "../../platform/db/database.ts";

export async function insertPasswordReset(
  db: Db,
  reset: { id: string; userId: number; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto("passwordResets")
    .values({ ...reset, usedAt: null })
    .execute();
}

/** Links sent to the user since the time (spent or not). */
export async function countPasswordResetsSince(db: Db, userId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom("passwordResets")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("userId", "=", userId)
    .where("createdAt", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The email of the account an unspent, unexpired link is for; undefined when there is none. */
export async function findUnspentPasswordResetEmail(
  db: Db,
  id: string,
  now: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("passwordResets")
    .innerJoin("users", "users.id", "passwordResets.userId")
    .select("users.email")
    .where("passwordResets.id", "=", id)
    .where("passwordResets.usedAt", "is", null)
    .where("passwordResets.expiresAt", ">", now)
    .executeTakeFirst();
  return row?.email;
}

/** Spends an unspent, unexpired link; answers its user, or undefined when there is none to spend. */
export async function spendPasswordReset(db: Db, id: string, now: string): Promise<number | undefined> {
  const row = await db
    .updateTable("passwordResets")
    .set({ usedAt: now })
    .where("id", "=", id)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", now)
    .returning("userId")
    .executeTakeFirst();
  return row?.userId;
}

/** Removes the user's other links (a password just set makes them pointless). */
export async function deletePasswordResetsOfUser(db: Db, userId: number, exceptId: string): Promise<void> {
  await db.deleteFrom("passwordResets").where("userId", "=", userId).where("id", "!=", exceptId).execute();
}
