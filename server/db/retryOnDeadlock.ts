import { isDeadlock } from "./dialects/dialect.ts";

/** Attempts in all: a deadlock ends one of two transactions, and the retry then runs alone. */
const ATTEMPTS = 3;

/**
 * Runs `transaction` (a whole transaction, rolled back when it fails) again when the database
 * ended it to break a deadlock. Analytics writes from several instances and the window rebase
 * touch the same rollup and visitor rows; without this, the transaction PostgreSQL picked lost
 * its searches (test/api/searchWindows.test.ts, "loses nothing when a rebase runs…").
 */
export async function retryOnDeadlock<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isDeadlock(error)) throw error;
    }
  }
}
