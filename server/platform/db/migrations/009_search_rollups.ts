import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * Search analytics that cost the same at any traffic: daily rollups per normalised
 * query, kept current by the code that logs searches and clicks, so the dashboard never groups
 * raw events. Raw events (searches, clicks, the day's visitors) are kept only for the retention
 * period; the rollups hold counts only and stay.
 */
export function searchRollupsMigration(dialect: Dialect): Migration {
  const ts = dialect.timestampType;
  // SQLite: a rollup row lives in its primary-key b-tree, so a day range is read from one index.
  const clustered = dialect.name === "sqlite" ? sql`without rowid` : sql``;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("search_clicks")
        .ifNotExists()
        .addColumn("id", dialect.idType, (col) =>
          dialect.autoIncrement ? col.primaryKey().autoIncrement() : col.primaryKey(),
        )
        .addColumn("search_event_id", "integer", (col) =>
          col.notNull().references("search_events.id").onDelete("cascade"),
        )
        .addColumn("article_id", "integer", (col) =>
          col.notNull().references("articles.id").onDelete("cascade"),
        )
        .addColumn("position", "integer", (col) => col.notNull())
        .addColumn("created_at", ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("search_clicks_search_event")
        .ifNotExists()
        .on("search_clicks")
        .column("search_event_id")
        .execute();
      await db.schema
        .createIndex("search_clicks_article")
        .ifNotExists()
        .on("search_clicks")
        .column("article_id")
        .execute();

      await db.schema
        .createTable("search_daily_visitors")
        .ifNotExists()
        .addColumn("day", "text", (col) => col.notNull())
        .addColumn("query", "text", (col) => col.notNull())
        .addColumn("visitor", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("search_daily_visitors_pk", ["day", "query", "visitor"])
        .modifyEnd(clustered)
        .execute();

      await db.schema
        .createTable("search_daily_rollups")
        .ifNotExists()
        .addColumn("day", "text", (col) => col.notNull())
        .addColumn("query", "text", (col) => col.notNull())
        .addColumn("searches", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("visitors", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("no_result_searches", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("clicked_searches", "integer", (col) => col.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("search_daily_rollups_pk", ["day", "query"])
        .modifyEnd(clustered)
        .execute();

      await db.schema
        .createTable("search_daily_article_clicks")
        .ifNotExists()
        .addColumn("day", "text", (col) => col.notNull())
        .addColumn("query", "text", (col) => col.notNull())
        .addColumn("article_id", "integer", (col) =>
          col.notNull().references("articles.id").onDelete("cascade"),
        )
        .addColumn("clicks", "integer", (col) => col.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("search_daily_article_clicks_pk", ["day", "query", "article_id"])
        .execute();
      await db.schema
        .createIndex("search_daily_article_clicks_article")
        .ifNotExists()
        .on("search_daily_article_clicks")
        .column("article_id")
        .execute();

      await db.schema
        .createTable("search_query_dismissals")
        .ifNotExists()
        .addColumn("query", "text", (col) => col.notNull())
        .addColumn("list", "text", (col) => col.notNull())
        .addColumn("dismissed_by_id", "integer", (col) => col.references("users.id").onDelete("set null"))
        .addColumn("dismissed_at", ts, (col) => col.notNull())
        .addPrimaryKeyConstraint("search_query_dismissals_pk", ["list", "query"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        "search_query_dismissals",
        "search_daily_article_clicks",
        "search_daily_rollups",
        "search_daily_visitors",
        "search_clicks",
      ])
        await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
