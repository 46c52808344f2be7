import { addMonths } from "date-fns";
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

/**
 * After Mark Verified with a custom date that has passed, the next due date moves
 * forward by the span the custom date had from the previous verification (or publication).
 */
export function rollCustomDate(customDate: string, previous: string | null, verifiedAt: string): string {
  const due = Date.parse(customDate);
  const now = Date.parse(verifiedAt);
  if (due > now) return customDate;
  const span = previous ? due - Date.parse(previous) : 0;
  if (span <= 0) return new Date(now + 30 * 86_400_000).toISOString();
  let next = due;
  while (next <= now) next += span;
  return new Date(next).toISOString();
}
