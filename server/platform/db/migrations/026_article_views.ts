import { type Kysely, type Migration, sql } from "kysely";

/**
 * Article views: one count per article per UTC day, and the day's keyed visitor hashes that make a
 * visitor count once per article per day. A hash names (day, article, visitor) together, keyed
 * with the server secret: it cannot be turned back into an address or followed across articles or
 * days, and the daily job deletes the past days' hashes.
 */
export const articleViewsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("article_view_days")
      .ifNotExists()
      .addColumn("article_id", "integer", (col) =>
        col.notNull().references("articles.id").onDelete("cascade"),
      )
      .addColumn("day", "text", (col) => col.notNull())
      .addColumn("views", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("article_view_days_pk", ["article_id", "day"])
      .execute();
    await sql`create index if not exists article_view_days_day on article_view_days (day, article_id)`.execute(
      db,
    );
    await db.schema
      .createTable("article_view_visitors")
      .ifNotExists()
      .addColumn("visitor_key", "text", (col) => col.primaryKey())
      .addColumn("day", "text", (col) => col.notNull())
      .execute();
    await sql`create index if not exists article_view_visitors_day on article_view_visitors (day)`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("article_view_visitors").ifExists().execute();
    await db.schema.dropTable("article_view_days").ifExists().execute();
  },
};
