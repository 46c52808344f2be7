import { shiftDay } from "../../../lib/shiftDay.ts";
import type { Db } from "../../../platform/db/database.ts";
import { retriedTransaction } from "../../../platform/db/retriedTransaction.ts";
import {
  addDaysToWindow,
  clearWindow,
  deleteEmptyWindowRows,
  lockWindow,
  NEVER_BUILT,
  setWindowAsOf,
  windowAsOf,
} from "./searchWindowRepo.ts";

const DAY_MS = 86_400_000;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * Moves a window's running totals to end on `today` (UTC): the days that entered are added from
 * the daily rollups, the days that left are subtracted, so the work is one or two days' rollup
 * rows whatever the traffic of the rest of the window. A window never built, or out of date by a
 * whole window or more, is built anew from its days. Safe to run from several instances at once:
 * the window's row lock makes the second wait and then find the work done.
 */
export async function bringWindowUpToDate(db: Db, days: number, today: string): Promise<void> {
  if ((await windowAsOf(db, days)) === today) return;
  await retriedTransaction(db, async (trx) => {
    const asOf = await lockWindow(trx, days);
    if (asOf === today) return;
    const gap = asOf === NEVER_BUILT ? Number.POSITIVE_INFINITY : daysBetween(asOf, today);
    if (Math.abs(gap) >= days) {
      await clearWindow(trx, days);
      await addDaysToWindow(trx, days, { from: shiftDay(today, 1 - days), to: today }, 1);
    } else if (gap > 0) {
      await addDaysToWindow(trx, days, { from: shiftDay(asOf, 1), to: today }, 1);
      await addDaysToWindow(trx, days, { from: shiftDay(asOf, 1 - days), to: shiftDay(today, -days) }, -1);
    } else {
      // The clock went back (another instance's clock ran ahead): the same moves, reversed.
      await addDaysToWindow(trx, days, { from: shiftDay(today, 1 - days), to: shiftDay(asOf, -days) }, 1);
      await addDaysToWindow(trx, days, { from: shiftDay(today, 1), to: asOf }, -1);
    }
    await deleteEmptyWindowRows(trx, days);
    await setWindowAsOf(trx, days, today);
  });
}
