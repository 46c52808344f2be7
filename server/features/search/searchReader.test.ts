import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects } from "../../../test/support/testDatabases.ts";
import type { DatabaseHandle } from "../../platform/db/database.ts";
import { migrateToLatest } from "../../platform/db/migrate.ts";
import { postgresSearchEngine } from "./engines/postgresSearchEngine.ts";
import { sqliteSearchEngine } from "./engines/sqliteSearchEngine.ts";
import type { QueryPlan } from "./query/queryPlan.ts";

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

  // SQLite prepares every statement and has no planner settings: the test exists for PostgreSQL only.
  if (dialect === "postgres")
    it("runs a search's statements prepared, with generic plans that compute the tsquery once", async () => {
      const { db, searchReader } = database.handle;
      const ids: number[] = [];
      for (const title of ["Pitching a tent", "Tent poles", "Stove care"]) {
        const slug = title.toLowerCase().replace(/ /g, "-");
        const { rows } = await sql<{ id: number }>`
        insert into articles (slug, title, content_text, status, created_at, updated_at)
        values (${slug}, ${title}, ${`${title} in the rain`}, 'published', now(), now())
        returning id`.execute(db);
        const articleId = rows[0]!.id;
        ids.push(articleId);
        await postgresSearchEngine.put(db, {
          articleId,
          title,
          tags: "",
          summary: "",
          body: `${title} in the rain`,
          category: "",
        });
      }
      const plan: QueryPlan = {
        slots: [
          {
            alternatives: [
              { kind: "word", word: "tent", tier: "exact" },
              { kind: "prefix", word: "tent", tier: "prefix" },
            ],
          },
        ],
      };
      // One connection, so that its prepared statements can be read back.
      await searchReader.connection().execute(async (connection) => {
        const answers: number[][] = [];
        for (let i = 0; i < 8; i++) {
          const { candidates, total } = await postgresSearchEngine.matchAndCount(
            connection,
            plan,
            { mode: "all", scope: "head", order: "rank", limit: 40 },
            { scope: "everything", upTo: 1000 },
          );
          expect(total).toBe(2);
          answers.push(candidates.map((c) => c.articleId));
        }
        expect(new Set(answers.map((ids) => ids.join())).size).toBe(1);
        expect([...answers[0]!].sort()).toEqual(ids.slice(0, 2).sort());
        const { rows } = await sql<{ statement: string; genericPlans: number }>`
        select statement, generic_plans from pg_prepared_statements`.execute(connection);
        const match = rows.find((row) => row.statement.includes("head_document @@"));
        // Parsed once and, after PostgreSQL's five planned runs, run with its generic plan.
        expect(match?.genericPlans).toBeGreaterThan(0);
        // The tsquery is made by an init plan, once per run: `to_tsquery('cairn_english', $1)` in a
        // generic plan would parse and stem the query again for every row ranked. The whole
        // document's (its head-only terms marked) is made the same way.
        for (const { statement } of rows) {
          expect(statement.match(/to_tsquery\(/g)?.length ?? 0).toBe(
            statement.match(/\(select (regexp_replace\()?to_tsquery\(/g)?.length ?? 0,
          );
        }
        // Statements without parameters run unnamed (nothing to prepare).
        expect(rows.some((row) => row.statement.includes("pg_prepared_statements"))).toBe(false);
        // So do those with long lists of values (a text per length, seldom run).
        const list = (n: number) => Array.from({ length: n }, (_, i) => i);
        await sql`select id from articles where id in (${sql.join(list(3))})`.execute(connection);
        await sql`select id from articles where id in (${sql.join(list(60))})`.execute(connection);
        const lists = await sql<{ values: number }>`
        select array_length(parameter_types, 1) as values from pg_prepared_statements
        where statement like ${"select id from articles where id in (%"}`.execute(connection);
        expect(lists.rows.map((row) => row.values)).toEqual([3]);
      });
      // Elsewhere statements stay unnamed.
      const elsewhere = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements
      where statement like ${"%head_document%"}`.execute(db);
      expect(elsewhere.rows[0]?.n).toBe(0);
    });
});
