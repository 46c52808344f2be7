import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/platform/db/database.ts";
import { retriedTransaction } from "../../server/platform/db/retriedTransaction.ts";
import { createTestDatabase, testDialects } from "../support/testDatabases.ts";

for (const dialect of testDialects()) {
  describe(`retriedTransaction [${dialect}]`, () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let handle: DatabaseHandle;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      handle = database.handle;
      await sql`create table counters (name text primary key, n integer not null)`.execute(handle.db);
      await sql`insert into counters values ('a', 0), ('b', 0)`.execute(handle.db);
    });
    afterAll(async () => {
      await handle.close();
      await database.drop();
    });

    // SQLite runs one writer at a time: only PostgreSQL ends a transaction as a deadlock.
    if (dialect === "postgres")
      it("runs again, whole, the transaction PostgreSQL ended to break a deadlock", async () => {
        // Each transaction takes its first row, waits until the other has taken its own, then
        // asks for the other's: a deadlock, which PostgreSQL breaks by ending one of them.
        let taken = 0;
        const bothTaken = () =>
          new Promise<void>((resolve) => {
            const check = () => (taken >= 2 ? resolve() : setTimeout(check, 5));
            check();
          });
        let attempts = 0;
        const crossing = (first: string, second: string) =>
          retriedTransaction(handle.db, async (trx) => {
            attempts += 1;
            const firstAttempt = attempts <= 2;
            await sql`update counters set n = n + 1 where name = ${first}`.execute(trx);
            if (firstAttempt) {
              taken += 1;
              await bothTaken();
            }
            await sql`update counters set n = n + 1 where name = ${second}`.execute(trx);
          });
        await Promise.all([crossing("a", "b"), crossing("b", "a")]);
        expect(attempts).toBe(3);
        const { rows } = await sql<{
          name: string;
          n: number;
        }>`select name, n from counters order by name`.execute(handle.db);
        expect(rows).toEqual([
          { name: "a", n: 2 },
          { name: "b", n: 2 },
        ]);
      });

    it("does not retry other errors", async () => {
      let attempts = 0;
      await expect(
        retriedTransaction(handle.db, async (trx) => {
          attempts += 1;
          await sql`select n from no_such_table`.execute(trx);
        }),
      ).rejects.toThrow(/no_such_table/);
      expect(attempts).toBe(1);
    });
  });
}
