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
  const previousSince = new Date(now.getTime() - 2 * WINDOW_DAYS * 86_400_000).toISOString();
  const recent = db.selectFrom("searchEvents").where("createdAt", ">=", since);
  const grouped = (onlyWithoutResults: boolean) => {
    let query = recent.select(["query as text", (eb) => eb.fn.countAll<number>().as("count")]);
    if (onlyWithoutResults) query = query.where("resultCount", "=", 0);
    return query.groupBy("query").orderBy("count", "desc").orderBy("query").limit(LIST_LENGTH).execute();
  };

  const [articles, categories, searches, votes, topSearches, noResultQueries, added, previous] =
    await Promise.all([
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
      db
        .selectFrom("articles")
        .where("createdAt", ">=", since)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("searchEvents")
        .where("createdAt", ">=", previousSince)
        .where("createdAt", "<", since)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow(),
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
    trends: {
      articlesAddedThisPeriod: Number(added.count),
      previousPeriodSearches: Number(previous.count),
      totalVotes: allVotes,
    },
  };
}
