import { sql } from "kysely";
import type { Analytics } from "../../shared/schemas/analytics.ts";
import type { AppContext } from "../context.ts";

/** The window of "monthly" searches and of the search lists. */
const WINDOW_DAYS = 30;
/** How many entries each search list returns (the dashboard shows the first 3). */
const LIST_LENGTH = 10;

/** SPEC §3 Analytics, from real data: articles, categories, ratings and logged searches. */
export async function loadAnalytics(ctx: AppContext, now = new Date()): Promise<Analytics> {
  const { db } = ctx;
  const since = new Date(now.getTime() - WINDOW_DAYS * 86_400_000).toISOString();
  const recent = db.selectFrom("searchEvents").where("createdAt", ">=", since);
  // Lists count visitors, not events: one client repeating text cannot climb them. (Events
  // logged before visitors were recorded count one each.)
  const distinctVisitors = sql<number>`count(distinct coalesce(visitor, 'event ' || id))`;
  const grouped = (onlyWithoutResults: boolean) => {
    let query = recent.select(["query as text", distinctVisitors.as("count")]);
    if (onlyWithoutResults) query = query.where("resultCount", "=", 0);
    return query.groupBy("query").orderBy("count", "desc").orderBy("query").limit(LIST_LENGTH).execute();
  };

  const [articles, categories, searches, votes, topSearches, noResultQueries] = await Promise.all([
    db
      .selectFrom("articles")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("categories")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow(),
    recent.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
    db
      .selectFrom("articles")
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>("helpfulCount"), eb.lit(0)).as("helpful"),
        eb.fn.coalesce(eb.fn.sum<number>("notHelpfulCount"), eb.lit(0)).as("notHelpful"),
      ])
      .executeTakeFirstOrThrow(),
    grouped(false),
    grouped(true),
  ]);

  const helpful = Number(votes.helpful);
  const allVotes = helpful + Number(votes.notHelpful);
  const asList = (rows: { text: string; count: number }[]) =>
    rows.map((row) => ({ text: row.text, count: Number(row.count) }));
  return {
    stats: {
      totalArticles: Number(articles.count),
      totalCategories: Number(categories.count),
      monthlySearches: Number(searches.count),
      avgHelpfulness: allVotes === 0 ? 0 : Math.round((helpful / allVotes) * 100),
    },
    topSearches: asList(topSearches),
    noResultQueries: asList(noResultQueries),
  };
}
