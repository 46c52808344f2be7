import { type ExpressionBuilder, sql } from "kysely";
import type { Db } from "../database.ts";
import type { Database, DismissableSearchList } from "../schema.ts";

/** UTC days, both ends included (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

export type SearchListName = "top" | DismissableSearchList;

export interface QueryFigures {
  query: string;
  searches: number;
  visitors: number;
  noResultSearches: number;
  clickedSearches: number;
}

/** "Searched often": a query needs this many searches that showed results to be a no-click query. */
export const NO_CLICK_MIN_SEARCHES = 3;

const sumOf = (column: "searches" | "visitors" | "noResultSearches" | "clickedSearches") =>
  sql<number>`coalesce(sum(${sql.ref(`searchDailyRollups.${column}`)}), 0)`;

export async function windowTotals(db: Db, range: DayRange): Promise<Omit<QueryFigures, "query">> {
  const row = await db
    .selectFrom("searchDailyRollups")
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
  return (eb: ExpressionBuilder<Database, "searchDailyRollups">) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom("searchQueryDismissals")
          .select("searchQueryDismissals.query")
          .where("searchQueryDismissals.list", "=", list)
          .whereRef("searchQueryDismissals.query", "=", "searchDailyRollups.query"),
      ),
    );
}

/**
 * One list of the window from the rollups, ranked by distinct visitors (then searches): top searches,
 * no-result queries, or queries that showed results often and were never followed by a click.
 * Dismissed queries stay off the last two.
 */
export async function rankedQueries(
  db: Db,
  range: DayRange,
  list: SearchListName,
  limit: number,
): Promise<QueryFigures[]> {
  let query = db
    .selectFrom("searchDailyRollups")
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .select([
      "searchDailyRollups.query",
      sumOf("searches").as("searches"),
      sumOf("visitors").as("visitors"),
      sumOf("noResultSearches").as("noResultSearches"),
      sumOf("clickedSearches").as("clickedSearches"),
    ])
    .groupBy("searchDailyRollups.query");
  if (list === "top") {
    query = query.orderBy("visitors", "desc").orderBy("searches", "desc");
  } else if (list === "noResults") {
    // Only the days it found nothing: visitors then are the visitors it failed.
    query = query
      .where("noResultSearches", ">", 0)
      .where(notDismissed(list))
      .orderBy("visitors", "desc")
      .orderBy("noResultSearches", "desc");
  } else {
    query = query
      .where(notDismissed(list))
      .having(sumOf("clickedSearches"), "=", 0)
      .having(sql`sum(searches - no_result_searches)`, ">=", NO_CLICK_MIN_SEARCHES)
      .orderBy("visitors", "desc")
      .orderBy("searches", "desc");
  }
  const rows = await query.orderBy("searchDailyRollups.query").limit(limit).execute();
  return rows.map((row) => ({
    query: row.query,
    searches: Number(row.searches),
    visitors: Number(row.visitors),
    noResultSearches: Number(row.noResultSearches),
    clickedSearches: Number(row.clickedSearches),
  }));
}

/** Opens per article for the given queries in the window, most opened first. */
export async function articleOpensFor(
  db: Db,
  range: DayRange,
  queries: string[],
): Promise<{ query: string; slug: string; title: string; clicks: number }[]> {
  if (queries.length === 0) return [];
  const rows = await db
    .selectFrom("searchDailyArticleClicks")
    .innerJoin("articles", "articles.id", "searchDailyArticleClicks.articleId")
    .where("searchDailyArticleClicks.day", ">=", range.from)
    .where("searchDailyArticleClicks.day", "<=", range.to)
    .where("searchDailyArticleClicks.query", "in", queries)
    .select([
      "searchDailyArticleClicks.query",
      "articles.slug",
      "articles.title",
      sql<number>`sum(${sql.ref("searchDailyArticleClicks.clicks")})`.as("clicks"),
    ])
    .groupBy(["searchDailyArticleClicks.query", "articles.id", "articles.slug", "articles.title"])
    .orderBy("clicks", "desc")
    .orderBy("articles.title")
    .execute();
  return rows.map((row) => ({ ...row, clicks: Number(row.clicks) }));
}
