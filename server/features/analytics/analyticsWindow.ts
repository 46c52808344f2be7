import type { TimeSpan } from "./dashboardStatsRepo.ts";
import type { DayRange } from "./searchAnalyticsRepo.ts";

const DAY_MS = 86_400_000;

export interface AnalyticsWindow {
  days: number;
  current: DayRange & TimeSpan;
  previous: DayRange & TimeSpan;
}

function dayStart(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

function span(firstDayMs: number, days: number): DayRange & TimeSpan {
  const endMs = firstDayMs + days * DAY_MS;
  return {
    from: new Date(firstDayMs).toISOString().slice(0, 10),
    to: new Date(endMs - DAY_MS).toISOString().slice(0, 10),
    start: new Date(firstDayMs).toISOString(),
    end: new Date(endMs).toISOString(),
  };
}

/**
 * The last `days` whole UTC days, today included, and the same number of days before them.
 * Rollups are per UTC day, so every figure of a window starts and ends at midnight UTC.
 */
export function analyticsWindow(days: number, now: Date): AnalyticsWindow {
  const firstDay = dayStart(now.getTime()) - (days - 1) * DAY_MS;
  return { days, current: span(firstDay, days), previous: span(firstDay - days * DAY_MS, days) };
}
