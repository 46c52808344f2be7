import type { Db } from "../../platform/db/database.ts";
import {
  clearClientLoginFailures,
  countLoginFailuresSince,
  pruneLoginFailuresBefore,
  recordLoginFailure,
} from "./loginFailureRepo.ts";

/** Failures one client may make on one account before it has to wait. */
const FREE_FAILURES = 5;
const BASE_DELAY_MS = 15_000;
const MAX_DELAY_MS = 5 * 60_000;
/** A client's failures on an account are forgotten after this long without a new one. */
const CLIENT_WINDOW_MS = 30 * 60_000;
/**
 * Failures on one account from all clients together, per hour: a guesser spreading tries over
 * many addresses still gets no further than this (hopeless against any real password), while a
 * stranger hammering from one address never comes near it, since that address waits first.
 */
export const ACCOUNT_FAILURES_PER_HOUR = 100;
const HOUR_MS = 3_600_000;
const PRUNE_EVERY_MS = 60_000;

export type ThrottleVerdict = { retryAfterSeconds: number; scope: "client" | "account" } | null;

/**
 * Sign-in throttling keyed by account and client, counted in the database (a restart resets
 * nothing, and every instance sees the same counts). One client's failures make only that
 * client wait, doubling from BASE_DELAY up to MAX_DELAY, so nobody can lock the owner out by
 * failing on purpose from their own address; the account-wide hourly cap stops slow guessing
 * spread over many addresses.
 */
export class LoginThrottle {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether this client may try this account now; if not, how long to wait and why. */
  async verdict(account: string, clientAddress: string): Promise<ThrottleVerdict> {
    const now = this.now();
    const counts = await countLoginFailuresSince(this.db, account, clientAddress, new Date(now - HOUR_MS));
    if (counts.total >= ACCOUNT_FAILURES_PER_HOUR && counts.firstAt) {
      const waitMs = Date.parse(counts.firstAt) + HOUR_MS - now;
      return { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), scope: "account" };
    }
    const last = counts.lastFromClient ? Date.parse(counts.lastFromClient) : 0;
    if (counts.fromClient < FREE_FAILURES || now - last > CLIENT_WINDOW_MS) return null;
    const delay = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (counts.fromClient - FREE_FAILURES));
    const waitMs = last + delay - now;
    return waitMs > 0 ? { retryAfterSeconds: Math.ceil(waitMs / 1000), scope: "client" } : null;
  }

  /** Records a failure; true when it is the one that brings the account to its hourly cap. */
  async recordFailure(account: string, clientAddress: string): Promise<{ accountLockedOut: boolean }> {
    const now = this.now();
    await recordLoginFailure(this.db, account, clientAddress, new Date(now));
    if (now - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await pruneLoginFailuresBefore(this.db, new Date(now - HOUR_MS));
    }
    const counts = await countLoginFailuresSince(this.db, account, clientAddress, new Date(now - HOUR_MS));
    return { accountLockedOut: counts.total === ACCOUNT_FAILURES_PER_HOUR };
  }

  async recordSuccess(account: string, clientAddress: string): Promise<void> {
    await clearClientLoginFailures(this.db, account, clientAddress);
  }
}
