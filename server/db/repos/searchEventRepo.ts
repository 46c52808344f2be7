import type { Db } from "../database.ts";
import type { SearchDailyRollupsTable } from "../schema.ts";

export interface SearchEventRow {
  query: string;
  resultCount: number;
  visitorKey: string;
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

export async function insertSearchEvents(trx: Db, rows: SearchEventRow[]): Promise<void> {
  for (const chunk of chunks(rows)) await trx.insertInto("searchEvents").values(chunk).execute();
}

/** Records who searched what on which day; answers the rows that were new (first of the day). */
export async function insertDailyVisitors(
  trx: Db,
  rows: { day: string; query: string; visitorKey: string }[],
): Promise<{ day: string; query: string }[]> {
  const fresh: { day: string; query: string }[] = [];
  for (const chunk of chunks(rows)) {
    const inserted = await trx
      .insertInto("searchDailyVisitors")
      .values(chunk)
      .onConflict((oc) => oc.columns(["day", "query", "visitorKey"]).doNothing())
      .returning(["day", "query"])
      .execute();
    fresh.push(...inserted);
  }
  return fresh;
}

/** Adds to the daily rollups (creating rows as needed). */
export async function addToRollups(trx: Db, rows: RollupIncrement[]): Promise<void> {
  for (const chunk of chunks(rows)) {
    await trx
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
      .execute();
  }
}

/** The visitor's latest logged search of this query within the span (start and end included). */
export async function findLatestSearchEvent(
  db: Db,
  visitorKey: string,
  query: string,
  span: { start: string; end: string },
): Promise<{ id: number; createdAt: string } | undefined> {
  return db
    .selectFrom("searchEvents")
    .select(["id", "createdAt"])
    .where("visitorKey", "=", visitorKey)
    .where("query", "=", query)
    .where("createdAt", ">=", span.start)
    .where("createdAt", "<=", span.end)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** Holds the search's row until the transaction ends (PostgreSQL), so two clicks count it once. */
export async function lockSearchEvent(trx: Db, searchEventId: number, rowLocks: boolean): Promise<void> {
  if (!rowLocks) return;
  await trx.selectFrom("searchEvents").select("id").where("id", "=", searchEventId).forUpdate().execute();
}

export async function searchEventHasClicks(trx: Db, searchEventId: number): Promise<boolean> {
  const row = await trx
    .selectFrom("searchClicks")
    .select("id")
    .where("searchEventId", "=", searchEventId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertSearchClick(
  trx: Db,
  click: { searchEventId: number; articleId: number; position: number; createdAt: string },
): Promise<void> {
  await trx.insertInto("searchClicks").values(click).execute();
}

export async function addArticleClick(trx: Db, row: { day: string; query: string; articleId: number }) {
  await trx
    .insertInto("searchDailyArticleClicks")
    .values({ ...row, clicks: 1 })
    .onConflict((oc) =>
      oc
        .columns(["day", "query", "articleId"])
        .doUpdateSet((eb) => ({ clicks: eb("searchDailyArticleClicks.clicks", "+", 1) })),
    )
    .execute();
}

/** Deletes raw events (searches, their clicks, the day's visitor keys) older than the cut-off. */
export async function pruneRawSearchEvents(db: Db, cutoff: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const old = trx.selectFrom("searchEvents").select("id").where("createdAt", "<", cutoff);
    await trx.deleteFrom("searchClicks").where("searchEventId", "in", old).execute();
    await trx.deleteFrom("searchEvents").where("createdAt", "<", cutoff).execute();
    await trx.deleteFrom("searchDailyVisitors").where("day", "<", cutoff.slice(0, 10)).execute();
  });
}

export async function findArticleIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const row = await db.selectFrom("articles").select("id").where("slug", "=", slug).executeTakeFirst();
  return row?.id;
}
