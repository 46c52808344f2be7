import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestDatabase, testDialects } from "../../../test/support/testDatabases.ts";
import { migrateToLatest } from "../../platform/db/migrate.ts";
import { writeNewArticlesInBulk } from "./writeNewArticlesInBulk.ts";

describe.skipIf(!testDialects().includes("postgres"))("PostgreSQL after a bulk write", () => {
  it("is settled: the planner knows what the articles table holds, and its rows are visible to index-only scans", async () => {
    const database = await createTestDatabase("postgres");
    try {
      await migrateToLatest(database.handle);
      const { db, dialect } = database.handle;
      await writeNewArticlesInBulk(
        db,
        Array.from({ length: 300 }, (_, i) => ({
          slug: `bulk-${i}`,
          title: `Bulk ${i}`,
          status: "published" as const,
        })),
      );
      await dialect.settleAfterBulkWrite(db);
      const estimate = await sql<{ rows: number }>`
          select reltuples::int as rows from pg_class where relname = 'articles'`.execute(db);
      expect(estimate.rows[0]?.rows).toBe(300);
      const columns = await sql<{ n: number }>`
          select count(*)::int as n from pg_stats where tablename = 'articles' and attname = 'status'`.execute(
        db,
      );
      expect(columns.rows[0]?.n).toBe(1);
      // Every page of the table is marked visible to all: index-only scans skip the rows.
      const visible = await sql<{ all: boolean }>`
          select relallvisible = relpages as all from pg_class where relname = 'articles'`.execute(db);
      expect(visible.rows[0]?.all).toBe(true);
    } finally {
      await database.handle.close();
      await database.drop();
    }
  });
});
