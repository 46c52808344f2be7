import type { Kysely } from "kysely";
import type { Database } from "../../server/platform/db/schema.ts";

/**
 * Empties every table that search analytics read, so a test starts from no searches: the raw
 * log, the daily rollups and the per-window running totals alike (clearing only the raw log
 * would leave the dashboard counting the earlier tests' searches).
 */
export async function clearSearchAnalytics(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom("searchClicks").execute();
  await db.deleteFrom("searchEvents").execute();
  await db.deleteFrom("searchDailyVisitors").execute();
  await db.deleteFrom("searchDailyArticleClicks").execute();
  await db.deleteFrom("searchDailyRollups").execute();
  await db.deleteFrom("searchDailyTotals").execute();
  await db.deleteFrom("searchWindowArticleOpens").execute();
  await db.deleteFrom("searchWindowTotals").execute();
}
