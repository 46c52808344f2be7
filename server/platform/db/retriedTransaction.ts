import type { Db } from "./database.ts";
import { isDeadlock } from "./dialects/dialect.ts";

/** Attempts in all: a deadlock ends one of two transactions, and the retry then runs alone. */
const ATTEMPTS = 3;

/**
 * `body` in a transaction, run again whole when the database ended it to break a deadlock.
 * Analytics writes from several instances and the window rebase touch the same rollup and
 * visitor rows; without this, the transaction PostgreSQL picked lost its searches
 * (server/features/search/searchWindows.test.ts, "loses nothing when a rebase runs…").
 */
export async function retriedTransaction<T>(db: Db, body: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(body);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isDeadlock(error)) throw error;
    }
  }
}
