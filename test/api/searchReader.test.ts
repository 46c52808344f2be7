import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/database.ts";
import { createTestDatabase, testDialects } from "../support/testDatabases.ts";

/**
 * PostgreSQL's search reads go through connections that price sequential scans out (the planner
 * would scan the vectors row by row where the GIN index answers far sooner); every other query
 * keeps the planner's own choice. SQLite has nothing of the kind: its reader is the database.
 */
describe.each(testDialects())("search reader [%s]", (dialect) => {
  let database: { handle: DatabaseHandle; drop: () => Promise<void> };
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  it("sets the planner up for search on its own connections only", async () => {
    const { db, searchReader } = database.handle;
    if (dialect === "sqlite") {
      expect(searchReader).toBe(db);
      return;
    }
    const setting = async (on: typeof db) =>
      (await sql<{ enableSeqscan: string }>`show enable_seqscan`.execute(on)).rows[0]?.enableSeqscan;
    expect(await setting(searchReader)).toBe("off");
    expect(await setting(db)).toBe("on");
  });
});
