import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { createTestDatabase, testDialects } from "../support/testDatabases.ts";

for (const dialect of testDialects()) {
  describe(`migrations [${dialect}]`, () => {
    const drops: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const drop of drops) await drop();
    });

    it("create every table on an empty database and are safe to run again", async () => {
      const { handle, drop } = await createTestDatabase(dialect);
      drops.push(drop);
      await migrateToLatest(handle);
      await migrateToLatest(handle);
      const tables = [
        "users",
        "sessions",
        "categories",
        "articles",
        "article_tags",
        "article_versions",
        "slug_history",
        "ratings",
        "search_events",
        "media_files",
        "settings",
      ];
      for (const table of tables) {
        const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(
          handle.db,
        );
        expect(Number(rows[0]?.n), table).toBe(0);
      }
      const { rows } = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(
        handle.db,
      );
      const applied = Number(rows[0]?.n);
      await migrateToLatest(handle);
      const again = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(handle.db);
      expect(Number(again.rows[0]?.n)).toBe(applied);
    });
  });
}
