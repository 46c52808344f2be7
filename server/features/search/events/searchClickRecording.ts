import type { Db } from "../../../platform/db/database.ts";
import {
  insertSearchClicks,
  lockSearchEvents,
  type RollupIncrement,
  searchesWithClicks,
} from "./searchEventRepo.ts";
import { addToSearchRollups } from "./searchRollups.ts";

/** An opened article, already tied to the logged search it came from. */
export interface SearchClickToRecord {
  searchEventId: number;
  /** The search's UTC day and query: the click counts in the search's rollup row. */
  day: string;
  query: string;
  articleId: number;
  position: number;
  createdAt: string;
}

/**
 * Writes clicks and brings the rollups up to date in the caller's transaction: a search counts
 * as followed by a click once, however many of its results were opened; every open counts for
 * its article.
 */
export async function recordSearchClicksIn(
  trx: Db,
  clicks: SearchClickToRecord[],
  rowLocks: boolean,
): Promise<void> {
  if (clicks.length === 0) return;
  const ids = [...new Set(clicks.map((click) => click.searchEventId))];
  await lockSearchEvents(trx, ids, rowLocks);
  const alreadyClicked = await searchesWithClicks(trx, ids);
  await insertSearchClicks(
    trx,
    clicks.map(({ searchEventId, articleId, position, createdAt }) => ({
      searchEventId,
      articleId,
      position,
      createdAt,
    })),
  );
  const rollups = new Map<string, RollupIncrement>();
  const opens = new Map<string, { day: string; query: string; articleId: number; clicks: number }>();
  for (const click of clicks) {
    if (!alreadyClicked.has(click.searchEventId)) {
      alreadyClicked.add(click.searchEventId);
      const key = `${click.day}\n${click.query}`;
      const row = rollups.get(key) ?? {
        day: click.day,
        query: click.query,
        searches: 0,
        visitors: 0,
        noResultSearches: 0,
        clickedSearches: 0,
      };
      row.clickedSearches += 1;
      rollups.set(key, row);
    }
    const openKey = `${click.day}\n${click.query}\n${click.articleId}`;
    const open = opens.get(openKey) ?? {
      day: click.day,
      query: click.query,
      articleId: click.articleId,
      clicks: 0,
    };
    open.clicks += 1;
    opens.set(openKey, open);
  }
  await addToSearchRollups(trx, [...rollups.values()], [...opens.values()]);
}
