import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { postgresDialect } from "../../server/platform/db/dialects/postgresDialect.ts";
import { sqliteDialect } from "../../server/platform/db/dialects/sqliteDialect.ts";
import { makeArticle } from "../support/contentFactory.ts";
import { describeEachDatabase } from "../support/testApp.ts";
import { reserveTestDatabase, testDialects } from "../support/testDatabases.ts";

const UNAVAILABLE = {
  error: {
    code: "UNAVAILABLE",
    message: "The service is briefly unavailable. Please try again in a moment.",
  },
};

describe("which database errors mean 'unavailable'", () => {
  it("recognises lost and refused connections, and nothing else", () => {
    expect(postgresDialect.isUnavailable({ code: "57P01" })).toBe(true); // terminated by administrator
    expect(postgresDialect.isUnavailable({ code: "08006" })).toBe(true); // connection failure
    expect(postgresDialect.isUnavailable({ code: "ECONNREFUSED" })).toBe(true);
    expect(postgresDialect.isUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(postgresDialect.isUnavailable({ code: "23505" })).toBe(false);
    expect(postgresDialect.isUnavailable(new Error("boom"))).toBe(false);
    expect(sqliteDialect.isUnavailable({ code: "SQLITE_BUSY" })).toBe(true);
    expect(sqliteDialect.isUnavailable({ code: "SQLITE_CONSTRAINT_UNIQUE" })).toBe(false);
  });
});

describeEachDatabase("database connection lost mid-request", (t) => {
  it("answers 503 with the standard error body, then serves again without a restart", async () => {
    // The outage is met on an article not asked for before: one already answered is served from
    // the public answer cache without the database, which is the point of that cache.
    const served = await makeArticle(t.app.ctx, { slug: "guylines" });
    const article = await makeArticle(t.app.ctx, { slug: "stakes" });
    expect((await t.anon.get(`/api/public/articles/${served.slug}`)).statusCode).toBe(200);
    if (t.dialect === "sqlite") {
      // One file, no server: no connection to drop; a closed handle (as during shutdown) stands in.
      const raw = t.app.ctx.db;
      const { openDatabase } = await import("../../server/platform/db/database.ts");
      const closed = openDatabase({ sqliteFile: t.location.sqliteFile });
      await closed.dialect.ping(closed.db);
      await closed.close();
      t.app.ctx.db = closed.db;
      try {
        const response = await t.anon.get(`/api/public/articles/${article.slug}`);
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual(UNAVAILABLE);
        expect((await t.anon.get(`/api/public/articles/${served.slug}`)).statusCode).toBe(200);
      } finally {
        t.app.ctx.db = raw;
      }
    } else {
      const url = t.location.databaseUrl!;
      const database = new URL(url).pathname.slice(1);
      const blocker = new pg.Client({ connectionString: url });
      await blocker.connect();
      try {
        // Hold the articles table so the request's query waits inside the database...
        await blocker.query("begin; lock table articles in access exclusive mode");
        const pending = t.anon.get(`/api/public/articles/${article.slug}`);
        for (;;) {
          const waiting = await blocker.query(
            "select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
            [database],
          );
          if (waiting.rows[0].n > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        // ...then cut every connection of the app, as a database restart or failover would.
        await blocker.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [database],
        );
        const response = await pending;
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual(UNAVAILABLE);
      } finally {
        await blocker.query("rollback").catch(() => {});
        await blocker.end();
      }
    }
    // The pool opens new connections by itself. An idle connection cut with the others is
    // dropped once its socket reports the cut, which a loaded machine can deliver after the next
    // request has taken that connection: that request is then answered 503 too, as any request
    // in the outage is.
    await expect
      .poll(async () => (await t.anon.get(`/api/public/articles/${article.slug}`)).statusCode, {
        timeout: 5_000,
      })
      .toBe(200);
    expect((await t.anon.get("/readyz")).statusCode).toBe(200);
  });
});

// PostgreSQL only: SQLite has no connection to lose. A run without PostgreSQL reports it skipped.
describe.skipIf(!testDialects().includes("postgres"))(
  "a connection lost between the queries of a transaction [postgres]",
  () => {
    const dialect = "postgres";
    it("fails that transaction as unavailable and the process carries on", async () => {
      const database = await reserveTestDatabase(dialect);
      const { db } = database.open(2);
      const killer = new pg.Client({ connectionString: database.location.databaseUrl });
      await killer.connect();
      try {
        const failure = await db
          .transaction()
          .execute(async (trx) => {
            const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
            // Cut this connection while the transaction holds it and no query is running (as a
            // restart does to a request busy rendering between two queries)...
            await killer.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
            await new Promise((resolve) => setTimeout(resolve, 200));
            // ...an unheard 'error' on the client would have ended the test process by now.
            await sql`select 1`.execute(trx);
          })
          .then(
            () => null,
            (error: unknown) => error,
          );
        expect(postgresDialect.isUnavailable(failure)).toBe(true);
        // The pool dropped the dead client and serves with a new one.
        await postgresDialect.ping(db);
      } finally {
        await killer.end();
        await database.drop();
      }
    });
  },
);
