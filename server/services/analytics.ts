import type { Analytics } from "../../shared/schemas/analytics.ts";
import type { AppContext } from "../context.ts";
import { articleTotals } from "../db/repos/articleRepo.ts";
import { countCategories } from "../db/repos/categoryRepo.ts";
import { countSearchesSince, topQueriesSince } from "../db/repos/searchEventRepo.ts";

/** The window of "monthly" searches and of the search lists. */
const WINDOW_DAYS = 30;
/** How many entries each search list returns (the dashboard shows the first 3). */
const LIST_LENGTH = 10;

/** SPEC §3 Analytics, from real data: articles, categories, ratings and logged searches. */
export async function loadAnalytics(ctx: AppContext, now = new Date()): Promise<Analytics> {
  const { db } = ctx;
  const since = new Date(now.getTime() - WINDOW_DAYS * 86_400_000).toISOString();
  const [articles, totalCategories, monthlySearches, topSearches, noResultQueries] = await Promise.all([
    articleTotals(db),
    countCategories(db),
    countSearchesSince(db, since),
    topQueriesSince(db, since, { withoutResultsOnly: false, limit: LIST_LENGTH }),
    topQueriesSince(db, since, { withoutResultsOnly: true, limit: LIST_LENGTH }),
  ]);
  const allVotes = articles.helpful + articles.notHelpful;
  return {
    stats: {
      totalArticles: articles.count,
      totalCategories,
      monthlySearches,
      avgHelpfulness: allVotes === 0 ? 0 : Math.round((articles.helpful / allVotes) * 100),
    },
    topSearches,
    noResultQueries,
  };
}
