/**
 * Slows password guessing per account without letting a stranger lock a real user out for long:
 * after FREE_FAILURES failures an account waits, doubling from BASE_DELAY up to MAX_DELAY;
 * a successful sign-in or FORGET_AFTER of quiet clears it. (Per-IP limits are route rate limits.)
 */
const FREE_FAILURES = 5;
const BASE_DELAY_MS = 15_000;
const MAX_DELAY_MS = 5 * 60_000;
const FORGET_AFTER_MS = 30 * 60_000;
const MAX_TRACKED = 50_000;

interface Failures {
  count: number;
  lastAt: number;
}

export class LoginThrottle {
  private readonly failures = new Map<string, Failures>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds the account must wait before the next try, or 0. */
  retryAfterSeconds(account: string): number {
    const entry = this.current(account);
    if (!entry || entry.count < FREE_FAILURES) return 0;
    const delay = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (entry.count - FREE_FAILURES));
    const waitMs = entry.lastAt + delay - this.now();
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  recordFailure(account: string): void {
    const entry = this.current(account) ?? { count: 0, lastAt: 0 };
    entry.count += 1;
    entry.lastAt = this.now();
    this.failures.delete(account);
    this.failures.set(account, entry);
    if (this.failures.size > MAX_TRACKED) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }

  recordSuccess(account: string): void {
    this.failures.delete(account);
  }

  private current(account: string): Failures | undefined {
    const entry = this.failures.get(account);
    if (entry && this.now() - entry.lastAt > FORGET_AFTER_MS) {
      this.failures.delete(account);
      return undefined;
    }
    return entry;
  }
}
