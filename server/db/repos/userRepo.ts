import type { Db } from "../database.ts";
import type { UserRow } from "../schema.ts";

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Stores the user's new password hash, clears mustChangePassword, and ends their other sessions
 * (one transaction): a stolen session dies with the old password, the one in use stays.
 */
export async function replaceOwnPassword(
  db: Db,
  userId: number,
  passwordHash: string,
  keepSessionId: string | null,
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("users")
      .set({ passwordHash, mustChangePassword: 0, updatedAt: new Date().toISOString() })
      .where("id", "=", userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    let others = trx.deleteFrom("sessions").where("userId", "=", userId);
    if (keepSessionId) others = others.where("id", "!=", keepSessionId);
    await others.execute();
    return updated;
  });
}
