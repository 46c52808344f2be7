import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/database.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { postgresSearchEngine } from "../../server/db/search/postgresSearchEngine.ts";
import { sqliteSearchEngine } from "../../server/db/search/sqliteSearchEngine.ts";
import { createTestDatabase, testDialects } from "../support/testDatabases.ts";

/**
 * PostgreSQL's search reads go through connections that price sequential scans out (the planner
 * would scan the vectors row by row where the GIN index answers far sooner) and hold pg_trgm's
 * threshold for typo look-ups; every other query keeps the planner's own choice and the default.
 * SQLite has nothing of the kind: its reader is the database.
 */
describe.each(testDialects())("search reader [%s]", (dialect) => {
  let database: { handle: DatabaseHandle; drop: () => Promise<void> };
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.handle);
  });
  afterAll(() => database.drop());

  it("sets the planner up for search on its own connections only", async () => {
    const { db, searchReader } = database.handle;
    if (dialect === "sqlite") {
      expect(searchReader).toBe(db);
      return;
    }
    const setting = async (on: typeof db, name: string) =>
      (await sql<{ value: string }>`select current_setting(${name}) as value`.execute(on)).rows[0]?.value;
    expect(await setting(searchReader, "enable_seqscan")).toBe("off");
    expect(await setting(db, "enable_seqscan")).toBe("on");
    expect(await setting(searchReader, "pg_trgm.similarity_threshold")).toBe("0.2");
  });

  it("finds typo candidates through the reader and elsewhere alike", async () => {
    const { db, searchReader } = database.handle;
    await sql`insert into search_words (word) values ('tent'), ('tents'), ('stove'), ('waterproof')`.execute(
      db,
    );
    if (dialect === "sqlite") {
      // No trigram index: the in-memory vocabulary is SQLite's only source of typo candidates.
      expect(await sqliteSearchEngine.similarWords(searchReader, "tant", 40)).toEqual([]);
      return;
    }
    // "tant" shares 0.25 of its trigrams with "tent": above Cairn's 0.2, below pg_trgm's default 0.3.
    expect(await postgresSearchEngine.similarWords(searchReader, "tant", 40)).toEqual(["tent"]);
    expect(await postgresSearchEngine.similarWords(db, "tant", 40)).toEqual(["tent"]);
    // Outside a search the connection keeps pg_trgm's default.
    const threshold = await sql<{ limit: number }>`select show_limit() as limit`.execute(db);
    expect(threshold.rows[0]?.limit).toBeCloseTo(0.3);
  });
});
