/**
 * The time the server goes by wherever the calendar day matters: the UTC day a logged search or
 * click counts on, the day the analytics windows end on, when a scheduled job is due. It reads
 * the system clock, moved by an offset a test may set, so a test can place "now" on a day of its
 * choosing (and step it back or past midnight) and compute the same day as the code it checks.
 */
let offsetMs = 0;

export const clock = {
  /** Milliseconds since the epoch, as Date.now(). */
  nowMs(): number {
    return Date.now() + offsetMs;
  },

  now(): Date {
    return new Date(clock.nowMs());
  },

  /** Tests: the clock reads `at` from this moment on and runs on from there. */
  set(at: Date | string): void {
    offsetMs = new Date(at).getTime() - Date.now();
  },

  /** Tests: back to the system clock. */
  reset(): void {
    offsetMs = 0;
  },
};
