import { addMonths } from "date-fns/addMonths";
import type { VerificationInterval } from "../../../shared/schemas/verification.ts";

const monthsOf: Record<Exclude<VerificationInterval, "none" | "custom">, number> = {
  "1-month": 1,
  "2-months": 2,
  "3-months": 3,
  "6-months": 6,
};

/**
 * When an article is next due for verification: the interval after its last verification (or
 * publication); for "custom", the chosen date; for "none", never.
 */
export function nextVerificationDue(
  interval: VerificationInterval,
  from: string | null,
  customDate: string | null,
): string | null {
  if (interval === "none") return null;
  if (interval === "custom") return customDate;
  if (!from) return null;
  return addMonths(new Date(from), monthsOf[interval]).toISOString();
}

/** A custom date with no span of its own (none known, or before the previous verification) moves a month. */
const FALLBACK_SPAN_MS = 30 * 86_400_000;

/**
 * After Mark Verified with a custom date, the next due date is the verification plus the span
 * the custom date had from the previous verification (or publication), whether the date had
 * passed or not: the same rule as "now plus the interval" for the fixed intervals.
 */
export function rollCustomDate(customDate: string, previous: string | null, verifiedAt: string): string {
  const span = previous ? Date.parse(customDate) - Date.parse(previous) : 0;
  return new Date(Date.parse(verifiedAt) + (span > 0 ? span : FALLBACK_SPAN_MS)).toISOString();
}
