const DAY_MS = 86_400_000;

/** The UTC day (YYYY-MM-DD) `by` days after `day` (before it when negative). */
export function shiftDay(day: string, by: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + by * DAY_MS).toISOString().slice(0, 10);
}
