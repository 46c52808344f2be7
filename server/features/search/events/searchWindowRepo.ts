import { sql } from "kysely";
import type { Db } from "../../../platform/db/database.ts";
import type { SearchWindowTotalsTable } from "../../../platform/db/schema.ts";

/** A window that was never built ends on this day, so every real day is far from it. */
export const NEVER_BUILT = "0000-00-00";

export type WindowTotalsIncrement = SearchWindowTotalsTable;

export interface WindowOpensIncrement {
  days: number;
  query: string;
  articleId: number;
  opens: number;
}

/** Rows per INSERT: far below either database's limit on bound parameters. */
const CHUNK = 1_000;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/**
 * Running search totals per window (search_windows, search_window_totals,
 * search_window_article_opens). Writers and the rebase take the window rows' lock with a no-op
 * update, so a rebase never misses a writer's rollup change, nor does a writer add to a window
 * that has just moved past its day (see searchWindows.ts).
 */
/** The day each window ends on, without locking (a reader's first look). */
export async function windowAsOf(db: Db, days: number): Promise<string | undefined> {
  const row = await db.selectFrom("searchWindows").select("asOf").where("days", "=", days).executeTakeFirst();
  return row?.asOf;
}

/** Locks every window's row until the transaction ends; answers the day each ends on. */
export async function lockAllWindows(trx: Db): Promise<Map<number, string>> {
  const rows = await trx
    .updateTable("searchWindows")
    .set((eb) => ({ asOf: eb.ref("asOf") }))
    .returning(["days", "asOf"])
    .execute();
  return new Map(rows.map((row) => [Number(row.days), row.asOf]));
}

/** Locks one window's row (creating it, never built, when missing); answers the day it ends on. */
export async function lockWindow(trx: Db, days: number): Promise<string> {
  await trx
    .insertInto("searchWindows")
    .values({ days, asOf: NEVER_BUILT })
    .onConflict((oc) => oc.column("days").doNothing())
    .execute();
  const row = await trx
    .updateTable("searchWindows")
    .set((eb) => ({ asOf: eb.ref("asOf") }))
    .where("days", "=", days)
    .returning("asOf")
    .executeTakeFirstOrThrow();
  return row.asOf;
}

export async function setWindowAsOf(trx: Db, days: number, asOf: string): Promise<void> {
  await trx.updateTable("searchWindows").set({ asOf }).where("days", "=", days).execute();
}

/** Adds to the window totals (rows unique on days and query). */
export async function addWindowTotals(trx: Db, rows: WindowTotalsIncrement[]): Promise<void> {
  for (const chunk of chunks(rows)) {
    await trx
      .insertInto("searchWindowTotals")
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(["days", "query"]).doUpdateSet((eb) => ({
          searches: eb("searchWindowTotals.searches", "+", eb.ref("excluded.searches")),
          visitors: eb("searchWindowTotals.visitors", "+", eb.ref("excluded.visitors")),
          noResultSearches: eb(
            "searchWindowTotals.noResultSearches",
            "+",
            eb.ref("excluded.noResultSearches"),
          ),
          clickedSearches: eb("searchWindowTotals.clickedSearches", "+", eb.ref("excluded.clickedSearches")),
          noResultVisitors: eb(
            "searchWindowTotals.noResultVisitors",
            "+",
            eb.ref("excluded.noResultVisitors"),
          ),
        })),
      )
      .execute();
  }
}

/** Adds to the window's article opens (rows unique on days, query and article). */
export async function addWindowOpens(trx: Db, rows: WindowOpensIncrement[]): Promise<void> {
  for (const chunk of chunks(rows)) {
    await trx
      .insertInto("searchWindowArticleOpens")
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(["days", "query", "articleId"]).doUpdateSet((eb) => ({
          opens: eb("searchWindowArticleOpens.opens", "+", eb.ref("excluded.opens")),
        })),
      )
      .execute();
  }
}

/**
 * Adds (sign 1) or subtracts (sign -1) the daily rollups of the days from…to (included) to the
 * window's totals: one grouped statement per table over those days' rows only.
 */
export async function addDaysToWindow(
  trx: Db,
  days: number,
  range: { from: string; to: string },
  sign: 1 | -1,
): Promise<void> {
  const s = sql.lit(sign);
  // "where … " before "on conflict": SQLite needs it to tell an upsert from a join's ON.
  await sql`
    insert into search_window_totals
      (days, query, searches, visitors, no_result_searches, clicked_searches, no_result_visitors)
    select ${days}, query, ${s} * sum(searches), ${s} * sum(visitors), ${s} * sum(no_result_searches),
      ${s} * sum(clicked_searches), ${s} * sum(case when no_result_searches > 0 then visitors else 0 end)
    from search_daily_rollups
    where day >= ${range.from} and day <= ${range.to}
    group by query
    on conflict (days, query) do update set
      searches = search_window_totals.searches + excluded.searches,
      visitors = search_window_totals.visitors + excluded.visitors,
      no_result_searches = search_window_totals.no_result_searches + excluded.no_result_searches,
      clicked_searches = search_window_totals.clicked_searches + excluded.clicked_searches,
      no_result_visitors = search_window_totals.no_result_visitors + excluded.no_result_visitors
  `.execute(trx);
  await sql`
    insert into search_window_article_opens (days, query, article_id, opens)
    select ${days}, query, article_id, ${s} * sum(clicks)
    from search_daily_article_clicks
    where day >= ${range.from} and day <= ${range.to}
    group by query, article_id
    on conflict (days, query, article_id) do update set
      opens = search_window_article_opens.opens + excluded.opens
  `.execute(trx);
}

/** Drops the rows a window no longer needs: queries no longer searched in it. */
export async function deleteEmptyWindowRows(trx: Db, days: number): Promise<void> {
  await trx.deleteFrom("searchWindowTotals").where("days", "=", days).where("searches", "<=", 0).execute();
  await trx.deleteFrom("searchWindowArticleOpens").where("days", "=", days).where("opens", "<=", 0).execute();
}

/** Empties a window (before building it anew). */
export async function clearWindow(trx: Db, days: number): Promise<void> {
  await trx.deleteFrom("searchWindowTotals").where("days", "=", days).execute();
  await trx.deleteFrom("searchWindowArticleOpens").where("days", "=", days).execute();
}
