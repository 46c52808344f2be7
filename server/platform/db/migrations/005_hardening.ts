import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * Security hardening: sign-in failures counted in the database (a restart must not reset
 * a cap), server secrets generated once and shared by every instance, the address behind each
 * vote, and the visitor behind each search event (so a single client cannot steer analytics).
 */
export function hardeningMigration(dialect: Dialect): Migration {
  const ts = dialect.timestampType;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("login_failures")
        .ifNotExists()
        .addColumn("id", dialect.idType, (col) =>
          dialect.autoIncrement ? col.primaryKey().autoIncrement() : col.primaryKey(),
        )
        .addColumn("account", "text", (col) => col.notNull())
        .addColumn("client_address", "text", (col) => col.notNull())
        .addColumn("created_at", ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("login_failures_account_time")
        .ifNotExists()
        .on("login_failures")
        .columns(["account", "created_at"])
        .execute();

      await db.schema
        .createTable("server_secrets")
        .ifNotExists()
        .addColumn("name", "text", (col) => col.primaryKey())
        .addColumn("value", "text", (col) => col.notNull())
        .addColumn("created_at", ts, (col) => col.notNull())
        .execute();

      await db.schema.alterTable("ratings").addColumn("client_address", "text").execute();
      await db.schema
        .createIndex("ratings_address_article_time")
        .ifNotExists()
        .on("ratings")
        .columns(["client_address", "article_id", "created_at"])
        .execute();

      await db.schema.alterTable("search_events").addColumn("visitor", "text").execute();
      await db.schema
        .createIndex("search_events_visitor_time")
        .ifNotExists()
        .on("search_events")
        .columns(["visitor", "created_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("search_events_visitor_time").ifExists().execute();
      await db.schema.alterTable("search_events").dropColumn("visitor").execute();
      await db.schema.dropIndex("ratings_address_article_time").ifExists().execute();
      await db.schema.alterTable("ratings").dropColumn("client_address").execute();
      await db.schema.dropTable("server_secrets").ifExists().execute();
      await db.schema.dropTable("login_failures").ifExists().execute();
    },
  };
}
