import type { Db } from "../db/database.ts";
import {
  addToRollups,
  insertDailyVisitors,
  insertSearchEvents,
  type RollupIncrement,
} from "../db/repos/searchEventRepo.ts";
import { searchVisitorKey, utcDay } from "./searchVisitorKey.ts";

/** A finished search as the search log hands it over. */
export interface FinishedSearch {
  /** Normalised query (lower case, trimmed, single spaces). */
  query: string;
  resultCount: number;
  /** The visitor's in-memory id; only its per-day hash is stored. */
  visitor: string;
  at: Date;
}

/**
 * Writes searches and brings the daily rollups up to date in one transaction, so the rollups
 * always equal a count over the raw events. Batches are cheap: one statement per table.
 */
export async function recordSearches(db: Db, searches: FinishedSearch[]): Promise<number[]> {
  if (searches.length === 0) return [];
  return db.transaction().execute((trx) => recordSearchesIn(trx, searches));
}

/**
 * recordSearches inside the caller's transaction (the demo seed writes everything in one).
 * Answers the new events' ids, in the order given.
 */
export async function recordSearchesIn(trx: Db, searches: FinishedSearch[]): Promise<number[]> {
  const rows = searches.map((search) => {
    const day = utcDay(search.at);
    return {
      day,
      query: search.query,
      resultCount: search.resultCount,
      visitorKey: searchVisitorKey(search.visitor, day),
      createdAt: search.at.toISOString(),
    };
  });
  const ids = await insertSearchEvents(
    trx,
    rows.map(({ query, resultCount, visitorKey, createdAt }) => ({
      query,
      resultCount,
      visitorKey,
      createdAt,
    })),
  );
  const firstVisits = await insertDailyVisitors(
    trx,
    rows.map(({ day, query, visitorKey }) => ({ day, query, visitorKey })),
  );
  const increments = new Map<string, RollupIncrement>();
  const incrementFor = (day: string, query: string) => {
    const key = `${day}\n${query}`;
    let increment = increments.get(key);
    if (!increment) {
      increment = { day, query, searches: 0, visitors: 0, noResultSearches: 0, clickedSearches: 0 };
      increments.set(key, increment);
    }
    return increment;
  };
  for (const row of rows) {
    const increment = incrementFor(row.day, row.query);
    increment.searches += 1;
    if (row.resultCount === 0) increment.noResultSearches += 1;
  }
  for (const visit of firstVisits) incrementFor(visit.day, visit.query).visitors += 1;
  await addToRollups(trx, [...increments.values()]);
  return ids;
}
