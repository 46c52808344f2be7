import { shiftDay } from "../../../lib/shiftDay.ts";
import type { Db } from "../../../platform/db/database.ts";
import { addArticleClicks, addToDailyTotals, addToRollups, type RollupIncrement } from "./searchEventRepo.ts";
import {
  addWindowOpens,
  addWindowTotals,
  lockAllWindows,
  type WindowOpensIncrement,
  type WindowTotalsIncrement,
} from "./searchWindowRepo.ts";

export interface ArticleOpenIncrement {
  day: string;
  query: string;
  articleId: number;
  clicks: number;
}

/** Visitors a rollup row adds to a no-result list: its day counts once it found nothing for someone. */
type Counters = Pick<RollupIncrement, "searches" | "visitors" | "noResultSearches" | "clickedSearches">;

/** Adds a rollup row's counters to a sum (of a day, or of a query in a window). */
function addCounters(sum: Counters, row: Counters): void {
  sum.searches += row.searches;
  sum.visitors += row.visitors;
  sum.noResultSearches += row.noResultSearches;
  sum.clickedSearches += row.clickedSearches;
}

const noResultVisitors = (row: { visitors: number; noResultSearches: number }) =>
  row.noResultSearches > 0 ? row.visitors : 0;

/**
 * Adds searches and opens to every figure kept of them, in the caller's transaction: the daily
 * rollups, the day's totals, and the running totals of each window (7, 30, 90 days) whose days
 * include the rollup's day. The windows' rows are locked last (short) and only after the rollups
 * are written, so a rebase (services/searchWindows.ts) either sees this writer's rollups, or runs
 * first and this writer then adds to the window as the rebase left it.
 */
export async function addToSearchRollups(
  trx: Db,
  rollups: RollupIncrement[],
  opens: ArticleOpenIncrement[] = [],
): Promise<void> {
  if (rollups.length === 0 && opens.length === 0) return;
  const after = await addToRollups(trx, rollups);
  await addArticleClicks(trx, opens);

  const perDay = new Map<string, Omit<RollupIncrement, "query">>();
  for (const row of rollups) {
    const day = perDay.get(row.day) ?? {
      day: row.day,
      searches: 0,
      visitors: 0,
      noResultSearches: 0,
      clickedSearches: 0,
    };
    addCounters(day, row);
    perDay.set(row.day, day);
  }
  await addToDailyTotals(trx, [...perDay.values()]);

  const windows = await lockAllWindows(trx);
  const afterByKey = new Map(after.map((row) => [`${row.day}\n${row.query}`, row]));
  const totals = new Map<string, WindowTotalsIncrement>();
  const windowOpens = new Map<string, WindowOpensIncrement>();
  for (const [days, asOf] of windows) {
    const first = shiftDay(asOf, 1 - days);
    const inWindow = (day: string) => day >= first && day <= asOf;
    for (const row of rollups) {
      if (!inWindow(row.day)) continue;
      const now = afterByKey.get(`${row.day}\n${row.query}`);
      if (!now) throw new Error(`rollup row ${row.day} ${row.query} was not returned`);
      const before = {
        visitors: now.visitors - row.visitors,
        noResultSearches: now.noResultSearches - row.noResultSearches,
      };
      const key = `${days}\n${row.query}`;
      const total = totals.get(key) ?? {
        days,
        query: row.query,
        searches: 0,
        visitors: 0,
        noResultSearches: 0,
        clickedSearches: 0,
        noResultVisitors: 0,
      };
      addCounters(total, row);
      total.noResultVisitors += noResultVisitors(now) - noResultVisitors(before);
      totals.set(key, total);
    }
    for (const open of opens) {
      if (!inWindow(open.day)) continue;
      const key = `${days}\n${open.query}\n${open.articleId}`;
      const total = windowOpens.get(key) ?? { days, query: open.query, articleId: open.articleId, opens: 0 };
      total.opens += open.clicks;
      windowOpens.set(key, total);
    }
  }
  const byKey = <T extends { days: number; query: string }>(a: T, b: T) =>
    a.days - b.days || (a.query < b.query ? -1 : a.query > b.query ? 1 : 0);
  await addWindowTotals(trx, [...totals.values()].sort(byKey));
  await addWindowOpens(
    trx,
    [...windowOpens.values()].sort((a, b) => byKey(a, b) || a.articleId - b.articleId),
  );
}
