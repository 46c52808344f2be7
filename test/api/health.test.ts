import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { openDatabase } from "../../server/platform/db/database.ts";
import { describeEachDatabase } from "../support/testApp.ts";

describeEachDatabase("health probes", (t) => {
  it("answers /healthz and /readyz with 200 while the database is up", async () => {
    const live = await t.anon.get("/healthz");
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    const ready = await t.anon.get("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
  });

  it("answers /readyz with 503 when the database is unreachable, and 200 again once it is back", async () => {
    const working = t.app.ctx.db;
    const broken =
      t.dialect === "postgres"
        ? (() => {
            const url = new URL(process.env.TEST_DATABASE_URL!);
            url.pathname = "/cairn_database_that_does_not_exist";
            return openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
          })()
        : openDatabase({
            sqliteFile: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cairn-")), "gone.sqlite"),
          });
    // A destroyed connection (SQLite) or a database that does not exist (PostgreSQL).
    if (t.dialect === "sqlite") {
      // Kysely only really closes a connection it has opened.
      await broken.dialect.ping(broken.db);
      await broken.close();
    }
    t.app.ctx.db = broken.db;
    try {
      const response = await t.anon.get("/readyz");
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: { code: "NOT_READY", message: "The database is not reachable." },
      });
      expect((await t.anon.get("/healthz")).statusCode).toBe(200);
    } finally {
      t.app.ctx.db = working;
      if (t.dialect === "postgres") await broken.close();
    }
    expect((await t.anon.get("/readyz")).statusCode).toBe(200);
  });
});
