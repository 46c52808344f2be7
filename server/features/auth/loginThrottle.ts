import { clock } from "../../platform/clock.ts";
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
 * Failures on one account from all clients together, per hour, before every client without the
 * account's device cookie has to wait: a guesser spreading tries over many addresses gets little
 * further than this (hopeless against any real password), while a stranger hammering from one
 * address never comes near it, since that address waits first.
 */
export const ACCOUNT_FAILURES_PER_HOUR = 100;
/**
 * Past the cap, unknown clients wait after each failure on the account: 1 s, doubling every 10
 * further failures, up to 15 minutes. A growing delay rather than an hour's lock: the owner on
 * a new browser waits seconds at first, and a guesser's rate keeps falling.
 */
const ACCOUNT_BASE_DELAY_MS = 1_000;
const ACCOUNT_FAILURES_PER_DOUBLING = 10;
const ACCOUNT_MAX_DELAY_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;
const PRUNE_EVERY_MS = 60_000;

export type ThrottleVerdict = { retryAfterSeconds: number; scope: "client" | "account" } | null;

/**
 * Sign-in throttling keyed by account and client, counted in the database (a restart resets
 * nothing, and every instance sees the same counts). One client's failures make only that
 * client wait, doubling from BASE_DELAY up to MAX_DELAY, so nobody can lock the owner out by
 * failing on purpose from their own address; past the account-wide hourly cap, guessing spread
 * over many addresses meets growing delays, which the owner's own browsers (device cookie) skip.
 */
export class LoginThrottle {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = clock.nowMs,
  ) {}

  /**
   * Whether this client may try this account now; if not, how long to wait and why. A client
   * with the account's device cookie (`trustedDevice`) is keyed by that device and never meets
   * the account-wide delay.
   */
  async verdict(account: string, clientKey: string, trustedDevice = false): Promise<ThrottleVerdict> {
    const now = this.now();
    const counts = await countLoginFailuresSince(this.db, account, clientKey, new Date(now - HOUR_MS));
    if (!trustedDevice && counts.total >= ACCOUNT_FAILURES_PER_HOUR && counts.lastAt) {
      const excess = counts.total - ACCOUNT_FAILURES_PER_HOUR;
      const delay = Math.min(
        ACCOUNT_MAX_DELAY_MS,
        ACCOUNT_BASE_DELAY_MS * 2 ** Math.floor(excess / ACCOUNT_FAILURES_PER_DOUBLING),
      );
      const waitMs = Date.parse(counts.lastAt) + delay - now;
      if (waitMs > 0) return { retryAfterSeconds: Math.ceil(waitMs / 1000), scope: "account" };
    }
    const last = counts.lastFromClient ? Date.parse(counts.lastFromClient) : 0;
    if (counts.fromClient < FREE_FAILURES || now - last > CLIENT_WINDOW_MS) return null;
    const delay = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (counts.fromClient - FREE_FAILURES));
    const waitMs = last + delay - now;
    return waitMs > 0 ? { retryAfterSeconds: Math.ceil(waitMs / 1000), scope: "client" } : null;
  }

  /**
   * Records a failure (in `db`, the caller's transaction, when given); true when it is the one
   * that brings the account to its hourly cap.
   */
  async recordFailure(
    account: string,
    clientAddress: string,
    db: Db = this.db,
  ): Promise<{ accountLockedOut: boolean }> {
    const now = this.now();
    await recordLoginFailure(db, account, clientAddress, new Date(now));
    if (now - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await pruneLoginFailuresBefore(db, new Date(now - HOUR_MS));
    }
    const counts = await countLoginFailuresSince(db, account, clientAddress, new Date(now - HOUR_MS));
    return { accountLockedOut: counts.total === ACCOUNT_FAILURES_PER_HOUR };
  }

  async recordSuccess(account: string, clientAddress: string): Promise<void> {
    await clearClientLoginFailures(this.db, account, clientAddress);
  }
}
