import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * API tokens: scripts call the admin API with `Authorization: Bearer <token>`. Only the token's
 * SHA-256 is kept (a leaked database leaks no working token) with its first characters, so an
 * admin can tell tokens apart. A token dies with the admin who made it.
 */
export function apiTokensMigration(dialect: Dialect): Migration {
  const ts = dialect.timestampType;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("api_tokens")
        .ifNotExists()
        .addColumn("id", dialect.idType, (col) =>
          dialect.autoIncrement ? col.primaryKey().autoIncrement() : col.primaryKey(),
        )
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("token_hash", "text", (col) => col.notNull().unique())
        .addColumn("prefix", "text", (col) => col.notNull())
        .addColumn("scope", "text", (col) => col.notNull())
        .addColumn("created_by", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("created_at", ts, (col) => col.notNull())
        .addColumn("expires_at", ts)
        .addColumn("last_used_at", ts)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("api_tokens").ifExists().execute();
    },
  };
}
