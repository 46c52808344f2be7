import { utcDay } from "../../../lib/utcDay.ts";
import type { Db } from "../../../platform/db/database.ts";
import { retriedTransaction } from "../../../platform/db/retriedTransaction.ts";
import {
  insertDailyVisitors,
  insertSearchEvents,
  type RollupIncrement,
  searchTimesOf,
} from "./searchEventRepo.ts";
import { addToSearchRollups } from "./searchRollups.ts";

/**
 * The same visitor searching the same query again this soon is one search: a results page
 * reloaded, or a script repeating a query to push it up "Top Searches", counts once a minute.
 */
export const REPEAT_WINDOW_MS = 60_000;

/** A finished search as the search log hands it over. */
export interface FinishedSearch {
  /** Normalised query (lower case, trimmed, single spaces). */
  query: string;
  resultCount: number;
  /** A keyed hash of the searching client (never the address). */
  visitor: string;
  at: Date;
}

/**
 * Writes searches and brings the daily rollups (and the windows' running totals) up to date in
 * one transaction, so the rollups always equal a count over the raw events. Batches are cheap: one statement per table.
 * Answers the new events' ids (repeats within REPEAT_WINDOW_MS are dropped, not written).
 */
export async function recordSearches(db: Db, searches: FinishedSearch[]): Promise<number[]> {
  if (searches.length === 0) return [];
  return retriedTransaction(db, (trx) => recordSearchesIn(trx, searches));
}

/** Drops searches their visitor already made within the repeat window before (logged or in this batch). */
async function withoutRepeats(trx: Db, searches: FinishedSearch[]): Promise<FinishedSearch[]> {
  const sorted = [...searches].sort((a, b) => a.at.getTime() - b.at.getTime());
  const logged = await searchTimesOf(
    trx,
    sorted.map((search) => search.visitor),
    {
      start: new Date(sorted[0]!.at.getTime() - REPEAT_WINDOW_MS).toISOString(),
      end: sorted[sorted.length - 1]!.at.toISOString(),
    },
  );
  return sorted.filter((search) => {
    const key = `${search.visitor}\n${search.query}`;
    const at = search.at.getTime();
    const times = logged.get(key) ?? [];
    if (times.some((time) => time <= at && at - time < REPEAT_WINDOW_MS)) return false;
    times.push(at);
    logged.set(key, times);
    return true;
  });
}

/**
 * recordSearches inside the caller's transaction (the demo seed writes everything in one).
 * Answers the new events' ids, in time order.
 */
export async function recordSearchesIn(trx: Db, searches: FinishedSearch[]): Promise<number[]> {
  if (searches.length === 0) return [];
  const rows = (await withoutRepeats(trx, searches)).map((search) => ({
    day: utcDay(search.at),
    query: search.query,
    resultCount: search.resultCount,
    visitor: search.visitor,
    createdAt: search.at.toISOString(),
  }));
  const ids = await insertSearchEvents(
    trx,
    rows.map(({ query, resultCount, visitor, createdAt }) => ({ query, resultCount, visitor, createdAt })),
  );
  const firstVisits = await insertDailyVisitors(
    trx,
    rows.map(({ day, query, visitor }) => ({ day, query, visitor })),
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
  await addToSearchRollups(trx, [...increments.values()]);
  return ids;
}
