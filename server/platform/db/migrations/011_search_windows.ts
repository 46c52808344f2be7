import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * Search analytics at a busy shop's traffic: summing the daily rollups of a 30-day
 * window grouped every (day, query) row of it, which grew with traffic. These tables hold the
 * window's sums already made: running totals per window and query (moved on by one day when the
 * UTC day changes: the new day added, the day that left subtracted), article opens likewise, and
 * one row of totals per day. A top-N list then reads an index in order and stops.
 */
export function searchWindowsMigration(dialect: Dialect): Migration {
  // SQLite: rows live in the primary-key b-tree, so a window's rows are read from one index.
  const clustered = dialect.name === "sqlite" ? sql`without rowid` : sql``;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("search_daily_totals")
        .ifNotExists()
        .addColumn("day", "text", (col) => col.primaryKey())
        .addColumn("searches", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("visitors", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("no_result_searches", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("clicked_searches", "integer", (col) => col.notNull().defaultTo(0))
        .modifyEnd(clustered)
        .execute();
      await sql`insert into search_daily_totals (day, searches, visitors, no_result_searches, clicked_searches)
        select day, sum(searches), sum(visitors), sum(no_result_searches), sum(clicked_searches)
        from search_daily_rollups group by day`.execute(db);

      // No rows yet: the first rebase (scheduled job or a dashboard read) builds each window.
      await db.schema
        .createTable("search_windows")
        .ifNotExists()
        .addColumn("days", "integer", (col) => col.primaryKey())
        .addColumn("as_of", "text", (col) => col.notNull())
        .execute();

      await db.schema
        .createTable("search_window_totals")
        .ifNotExists()
        .addColumn("days", "integer", (col) => col.notNull())
        .addColumn("query", "text", (col) => col.notNull())
        .addColumn("searches", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("visitors", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("no_result_searches", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("clicked_searches", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("no_result_visitors", "integer", (col) => col.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("search_window_totals_pk", ["days", "query"])
        .modifyEnd(clustered)
        .execute();
      // One index per list, in the list's order, so "the first N" is read in order and stops.
      await db.schema
        .createIndex("search_window_totals_top")
        .ifNotExists()
        .on("search_window_totals")
        .columns(["days", "visitors desc", "searches desc", "query"])
        .execute();
      await db.schema
        .createIndex("search_window_totals_no_results")
        .ifNotExists()
        .on("search_window_totals")
        .columns(["days", "no_result_visitors desc", "no_result_searches desc", "query"])
        .where(sql.ref("no_result_searches"), ">", sql.lit(0))
        .execute();
      await db.schema
        .createIndex("search_window_totals_no_clicks")
        .ifNotExists()
        .on("search_window_totals")
        .columns(["days", "visitors desc", "searches desc", "query"])
        .where(sql.ref("clicked_searches"), "=", sql.lit(0))
        .execute();

      await db.schema
        .createTable("search_window_article_opens")
        .ifNotExists()
        .addColumn("days", "integer", (col) => col.notNull())
        .addColumn("query", "text", (col) => col.notNull())
        .addColumn("article_id", "integer", (col) =>
          col.notNull().references("articles.id").onDelete("cascade"),
        )
        .addColumn("opens", "integer", (col) => col.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("search_window_article_opens_pk", ["days", "query", "article_id"])
        .execute();
      await db.schema
        .createIndex("search_window_article_opens_article")
        .ifNotExists()
        .on("search_window_article_opens")
        .column("article_id")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        "search_window_article_opens",
        "search_window_totals",
        "search_windows",
        "search_daily_totals",
      ])
        await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
