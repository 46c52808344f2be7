import type { Db } from "../../../platform/db/database.ts";
import type { SearchDailyRollupsTable } from "../../../platform/db/schema.ts";

export interface SearchEventRow {
  query: string;
  resultCount: number;
  /** A keyed hash of the searching client (never the address). */
  visitor: string;
  createdAt: string;
}

export type RollupIncrement = SearchDailyRollupsTable;

/** Rows per INSERT: far below either database's limit on bound parameters. */
const CHUNK = 1_000;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** Inserts searches; answers their ids in the order given. */
export async function insertSearchEvents(trx: Db, rows: SearchEventRow[]): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunks(rows)) {
    const inserted = await trx.insertInto("searchEvents").values(chunk).returning("id").execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/**
 * When each of these visitors logged each query within the span, so that a search repeated
 * within the repeat window is dropped (in a batch as across instances).
 */
export async function searchTimesOf(
  trx: Db,
  visitors: string[],
  span: { start: string; end: string },
): Promise<Map<string, number[]>> {
  const times = new Map<string, number[]>();
  for (const chunk of chunks([...new Set(visitors)])) {
    const rows = await trx
      .selectFrom("searchEvents")
      .select(["visitor", "query", "createdAt"])
      .where("visitor", "in", chunk)
      .where("createdAt", ">", span.start)
      .where("createdAt", "<=", span.end)
      .execute();
    for (const row of rows) {
      const key = `${row.visitor}\n${row.query}`;
      const list = times.get(key) ?? [];
      list.push(Date.parse(row.createdAt));
      times.set(key, list);
    }
  }
  return times;
}

/**
 * Records who searched what on which day; answers the rows that were new (first of the day).
 * Rows are written in (day, query, visitor) order, so two writers of the same keys lock them in
 * the same order (as the rollups are): in time order, two batches on PostgreSQL could each wait
 * for a key the other had inserted first. A deadlock that happens all the same is retried
 * (db/retriedTransaction.ts).
 */
export async function insertDailyVisitors(
  trx: Db,
  rows: { day: string; query: string; visitor: string }[],
): Promise<{ day: string; query: string }[]> {
  const sorted = [...rows].sort(
    (a, b) => compareKeys(a.day, b.day) || compareKeys(a.query, b.query) || compareKeys(a.visitor, b.visitor),
  );
  const fresh: { day: string; query: string }[] = [];
  for (const chunk of chunks(sorted)) {
    const inserted = await trx
      .insertInto("searchDailyVisitors")
      .values(chunk)
      .onConflict((oc) => oc.columns(["day", "query", "visitor"]).doNothing())
      .returning(["day", "query"])
      .execute();
    fresh.push(...inserted);
  }
  return fresh;
}

/**
 * Adds to the daily rollups (creating rows as needed); answers the rows as they are after it.
 * Rows are written in (day, query) order, so two writers lock shared rows in the same order.
 */
export async function addToRollups(trx: Db, rows: RollupIncrement[]): Promise<RollupIncrement[]> {
  const sorted = [...rows].sort((a, b) => compareKeys(a.day, b.day) || compareKeys(a.query, b.query));
  const after: RollupIncrement[] = [];
  for (const chunk of chunks(sorted)) {
    const updated = await trx
      .insertInto("searchDailyRollups")
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(["day", "query"]).doUpdateSet((eb) => ({
          searches: eb("searchDailyRollups.searches", "+", eb.ref("excluded.searches")),
          visitors: eb("searchDailyRollups.visitors", "+", eb.ref("excluded.visitors")),
          noResultSearches: eb(
            "searchDailyRollups.noResultSearches",
            "+",
            eb.ref("excluded.noResultSearches"),
          ),
          clickedSearches: eb("searchDailyRollups.clickedSearches", "+", eb.ref("excluded.clickedSearches")),
        })),
      )
      .returning(["day", "query", "searches", "visitors", "noResultSearches", "clickedSearches"])
      .execute();
    after.push(...updated);
  }
  return after;
}

/** Adds to the per-day totals over all queries (rows unique on day). */
export async function addToDailyTotals(trx: Db, rows: Omit<RollupIncrement, "query">[]): Promise<void> {
  const sorted = [...rows].sort((a, b) => compareKeys(a.day, b.day));
  for (const chunk of chunks(sorted)) {
    await trx
      .insertInto("searchDailyTotals")
      .values(chunk)
      .onConflict((oc) =>
        oc.column("day").doUpdateSet((eb) => ({
          searches: eb("searchDailyTotals.searches", "+", eb.ref("excluded.searches")),
          visitors: eb("searchDailyTotals.visitors", "+", eb.ref("excluded.visitors")),
          noResultSearches: eb(
            "searchDailyTotals.noResultSearches",
            "+",
            eb.ref("excluded.noResultSearches"),
          ),
          clickedSearches: eb("searchDailyTotals.clickedSearches", "+", eb.ref("excluded.clickedSearches")),
        })),
      )
      .execute();
  }
}

/** Code-unit order: any order does, as long as every writer uses the same one. */
function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The visitor's latest logged search of this query within the span (start and end included). */
export async function findLatestSearchEvent(
  db: Db,
  visitor: string,
  query: string,
  span: { start: string; end: string },
): Promise<{ id: number; createdAt: string } | undefined> {
  return db
    .selectFrom("searchEvents")
    .select(["id", "createdAt"])
    .where("visitor", "=", visitor)
    .where("query", "=", query)
    .where("createdAt", ">=", span.start)
    .where("createdAt", "<=", span.end)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** Holds the searches' rows until the transaction ends (PostgreSQL), so two clicks count once. */
export async function lockSearchEvents(trx: Db, ids: number[], rowLocks: boolean): Promise<void> {
  if (!rowLocks) return;
  for (const chunk of chunks(ids)) {
    await trx
      .selectFrom("searchEvents")
      .select("id")
      .where("id", "in", chunk)
      .orderBy("id")
      .forUpdate()
      .execute();
  }
}

/** Which of these searches were already followed by a click. */
export async function searchesWithClicks(trx: Db, ids: number[]): Promise<Set<number>> {
  const clicked = new Set<number>();
  for (const chunk of chunks(ids)) {
    const rows = await trx
      .selectFrom("searchClicks")
      .select("searchEventId")
      .distinct()
      .where("searchEventId", "in", chunk)
      .execute();
    for (const row of rows) clicked.add(row.searchEventId);
  }
  return clicked;
}

export async function insertSearchClicks(
  trx: Db,
  rows: { searchEventId: number; articleId: number; position: number; createdAt: string }[],
): Promise<void> {
  for (const chunk of chunks(rows)) await trx.insertInto("searchClicks").values(chunk).execute();
}

/** Adds opens per day, query and article (rows must be unique on those three). */
export async function addArticleClicks(
  trx: Db,
  rows: { day: string; query: string; articleId: number; clicks: number }[],
): Promise<void> {
  for (const chunk of chunks(rows)) {
    await trx
      .insertInto("searchDailyArticleClicks")
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(["day", "query", "articleId"]).doUpdateSet((eb) => ({
          clicks: eb("searchDailyArticleClicks.clicks", "+", eb.ref("excluded.clicks")),
        })),
      )
      .execute();
  }
}

/**
 * Deletes raw events older than the time (the retention setting): searches, their clicks and the
 * day's visitor lists; the daily rollups (counts only) stay. Answers how many searches went.
 */
export async function deleteSearchEventsBefore(db: Db, before: Date): Promise<number> {
  const cutoff = before.toISOString();
  return db.transaction().execute(async (trx) => {
    const old = trx.selectFrom("searchEvents").select("id").where("createdAt", "<", cutoff);
    await trx.deleteFrom("searchClicks").where("searchEventId", "in", old).execute();
    await trx.deleteFrom("searchDailyVisitors").where("day", "<", cutoff.slice(0, 10)).execute();
    const result = await trx.deleteFrom("searchEvents").where("createdAt", "<", cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
