import type { Db } from "../../server/platform/db/database.ts";

/**
 * Every search event with the article of each click on it (an event without clicks once, with
 * articleId null): the raw rows that analytics tests count by hand to check the rollups.
 */
export function rawSearchEventsWithClicks(db: Db) {
  return db
    .selectFrom("searchEvents")
    .leftJoin("searchClicks", "searchClicks.searchEventId", "searchEvents.id")
    .select([
      "searchEvents.id",
      "searchEvents.query",
      "searchEvents.resultCount",
      "searchEvents.visitor",
      "searchEvents.createdAt",
      "searchClicks.articleId",
    ])
    .execute();
}
