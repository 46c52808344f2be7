import type { Db } from "../../platform/db/database.ts";
import type { UserRow } from "../../platform/db/schema.ts";

/** The account linked to the provider's subject, if any. */
export function findUserByIdentity(db: Db, issuer: string, subject: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("userIdentities")
    .innerJoin("users", "users.id", "userIdentities.userId")
    .selectAll("users")
    .where("userIdentities.issuer", "=", issuer)
    .where("userIdentities.subject", "=", subject)
    .executeTakeFirst();
}

/** The subject the account is linked to at this issuer, if any. */
export async function subjectOfUser(db: Db, userId: number, issuer: string): Promise<string | null> {
  const row = await db
    .selectFrom("userIdentities")
    .select("subject")
    .where("userId", "=", userId)
    .where("issuer", "=", issuer)
    .executeTakeFirst();
  return row?.subject ?? null;
}

export async function insertUserIdentity(
  db: Db,
  identity: { issuer: string; subject: string; userId: number; createdAt: string },
): Promise<void> {
  await db.insertInto("userIdentities").values(identity).execute();
}
