import { type ExpressionBuilder, sql } from "kysely";
import type { Db } from "../../platform/db/database.ts";
import type { Database, DismissableSearchList, SearchWindowTotalsTable } from "../../platform/db/schema.ts";

/** UTC days, both ends included (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

export type SearchListName = "top" | DismissableSearchList;

/** A query's figures over a window: its row of search_window_totals. */
export type QueryFigures = Omit<SearchWindowTotalsTable, "days">;

export type SearchFigures = Omit<QueryFigures, "query" | "noResultVisitors">;

/** "Searched often": a query needs this many searches that showed results to be a no-click query. */
export const NO_CLICK_MIN_SEARCHES = 3;

const sumOf = (column: "searches" | "visitors" | "noResultSearches" | "clickedSearches") =>
  sql<number>`coalesce(sum(${sql.ref(`searchDailyTotals.${column}`)}), 0)`;

/** The figures of all queries over the days: at most one row per day (search_daily_totals). */
export async function windowTotals(db: Db, range: DayRange): Promise<SearchFigures> {
  const row = await db
    .selectFrom("searchDailyTotals")
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .select([
      sumOf("searches").as("searches"),
      sumOf("visitors").as("visitors"),
      sumOf("noResultSearches").as("noResultSearches"),
      sumOf("clickedSearches").as("clickedSearches"),
    ])
    .executeTakeFirstOrThrow();
  return {
    searches: Number(row.searches),
    visitors: Number(row.visitors),
    noResultSearches: Number(row.noResultSearches),
    clickedSearches: Number(row.clickedSearches),
  };
}

function notDismissed(list: DismissableSearchList) {
  return (eb: ExpressionBuilder<Database, "searchWindowTotals">) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom("searchQueryDismissals")
          .select("searchQueryDismissals.query")
          .where("searchQueryDismissals.list", "=", list)
          .whereRef("searchQueryDismissals.query", "=", "searchWindowTotals.query"),
      ),
    );
}

/**
 * One list of a window from its running totals (the window must be up to date), ranked by
 * distinct visitors (then searches): top searches, no-result queries, or queries that showed
 * results often and were never followed by a click. Dismissed queries stay off the last two.
 * Each list's filter and order match one index of search_window_totals, so the database reads
 * that index in order and stops after `limit` rows (plus the dismissed and, for no-click, the
 * rarely searched ones it skips).
 */
export async function rankedQueries(
  db: Db,
  days: number,
  list: SearchListName,
  limit: number,
): Promise<QueryFigures[]> {
  let query = db
    .selectFrom("searchWindowTotals")
    .where("days", "=", days)
    .select(["query", "searches", "visitors", "noResultSearches", "clickedSearches", "noResultVisitors"]);
  if (list === "top") {
    query = query.orderBy("visitors", "desc").orderBy("searches", "desc");
  } else if (list === "noResults") {
    // Ranked by the visitors of the days it found nothing: the visitors it failed.
    query = query
      .where(sql<boolean>`no_result_searches > 0`)
      .where(notDismissed(list))
      .orderBy("noResultVisitors", "desc")
      .orderBy("noResultSearches", "desc");
  } else {
    query = query
      .where(sql<boolean>`clicked_searches = 0`)
      .where(sql<boolean>`searches - no_result_searches >= ${sql.lit(NO_CLICK_MIN_SEARCHES)}`)
      .where(notDismissed(list))
      .orderBy("visitors", "desc")
      .orderBy("searches", "desc");
  }
  const rows = await query.orderBy("query").limit(limit).execute();
  return rows.map((row) => ({
    query: row.query,
    searches: Number(row.searches),
    visitors: Number(row.visitors),
    noResultSearches: Number(row.noResultSearches),
    clickedSearches: Number(row.clickedSearches),
    noResultVisitors: Number(row.noResultVisitors),
  }));
}

/** Opens per article for the given queries in the window (up to date), most opened first. */
export async function articleOpensFor(
  db: Db,
  days: number,
  queries: string[],
): Promise<{ query: string; slug: string; title: string; clicks: number }[]> {
  if (queries.length === 0) return [];
  const rows = await db
    .selectFrom("searchWindowArticleOpens")
    .innerJoin("articles", "articles.id", "searchWindowArticleOpens.articleId")
    .where("searchWindowArticleOpens.days", "=", days)
    .where("searchWindowArticleOpens.query", "in", queries)
    .select([
      "searchWindowArticleOpens.query",
      "articles.slug",
      "articles.title",
      "searchWindowArticleOpens.opens as clicks",
    ])
    .orderBy("clicks", "desc")
    .orderBy("articles.title")
    .execute();
  return rows.map((row) => ({ ...row, clicks: Number(row.clicks) }));
}
