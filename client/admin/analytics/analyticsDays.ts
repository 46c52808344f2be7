import { analyticsWindowDays } from "../../../shared/schemas/analytics.ts";

/** The window in the address (?days=7|30|90), 30 when absent or anything else. */
export function analyticsDaysFrom(params: URLSearchParams): number {
  const days = Number(params.get("days"));
  return (analyticsWindowDays as readonly number[]).includes(days) ? days : 30;
}
