import type { Insertable } from "kysely";
import type { Db } from "../../platform/db/database.ts";
import type { ApiTokenRow, ApiTokensTable, UserRow } from "../../platform/db/schema.ts";

export type ApiTokenListRow = ApiTokenRow & { createdByEmail: string | null };

export async function insertApiToken(db: Db, token: Insertable<ApiTokensTable>): Promise<number> {
  const row = await db.insertInto("apiTokens").values(token).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** Every token, newest first, with the email of the admin who made it. */
export function listApiTokens(db: Db): Promise<ApiTokenListRow[]> {
  return db
    .selectFrom("apiTokens")
    .leftJoin("users", "users.id", "apiTokens.createdBy")
    .selectAll("apiTokens")
    .select("users.email as createdByEmail")
    .orderBy("apiTokens.createdAt", "desc")
    .orderBy("apiTokens.id", "desc")
    .execute();
}

export function findApiToken(db: Db, id: number): Promise<ApiTokenListRow | undefined> {
  return db
    .selectFrom("apiTokens")
    .leftJoin("users", "users.id", "apiTokens.createdBy")
    .selectAll("apiTokens")
    .select("users.email as createdByEmail")
    .where("apiTokens.id", "=", id)
    .executeTakeFirst();
}

/** A token by its hash, with the user who made it. */
export async function findApiTokenWithUser(
  db: Db,
  tokenHash: string,
): Promise<{ token: ApiTokenRow; user: UserRow } | undefined> {
  const token = await db
    .selectFrom("apiTokens")
    .selectAll()
    .where("tokenHash", "=", tokenHash)
    .executeTakeFirst();
  if (!token) return undefined;
  const user = await db.selectFrom("users").selectAll().where("id", "=", token.createdBy).executeTakeFirst();
  return user ? { token, user } : undefined;
}

export async function deleteApiToken(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("apiTokens").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function touchApiToken(db: Db, id: number, usedAt: string): Promise<void> {
  await db.updateTable("apiTokens").set({ lastUsedAt: usedAt }).where("id", "=", id).execute();
}
