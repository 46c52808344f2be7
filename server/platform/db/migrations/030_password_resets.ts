import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * Password reset links: one row per link sent, keyed by the SHA-256 of its random token (a
 * leaked database holds no usable link), valid for 30 minutes and spent at first use.
 */
export function passwordResetsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("password_resets")
        .ifNotExists()
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("created_at", dialect.timestampType, (col) => col.notNull())
        .addColumn("expires_at", dialect.timestampType, (col) => col.notNull())
        .addColumn("used_at", dialect.timestampType)
        .execute();
      await db.schema
        .createIndex("password_resets_user_time")
        .ifNotExists()
        .on("password_resets")
        .columns(["user_id", "created_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("password_resets").ifExists().execute();
    },
  };
}
