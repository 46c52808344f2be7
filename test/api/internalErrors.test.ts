import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCustomApp } from "../support/customApp.ts";
import { testDialects } from "../support/testDatabases.ts";

const genericBody = {
  error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." },
};

for (const dialect of testDialects()) {
  describe(`internal errors [${dialect}]`, () => {
    let built: Awaited<ReturnType<typeof buildCustomApp>>;
    beforeAll(async () => {
      built = await buildCustomApp(dialect, {
        extend(app) {
          app.get("/api/test/throws", { config: { guardExemption: "a test route" } }, async () => {
            throw new Error("boom in /work/wt-admin/server/secret.ts: select password_hash from users");
          });
          app.get("/api/test/bad-sql", { config: { guardExemption: "a test route" } }, async () => {
            await sql`select secret_column from table_that_does_not_exist`.execute(app.ctx.db);
            return { ok: true };
          });
          app.get("/api/test/rejects-non-error", { config: { guardExemption: "a test route" } }, async () => {
            throw { statusCode: 500, message: "raw object at /etc/passwd" };
          });
        },
      });
    });
    afterAll(async () => built?.close());

    it.each(["/api/test/throws", "/api/test/bad-sql", "/api/test/rejects-non-error"])(
      "answers %s with 500 and a generic JSON body: no stack, SQL or path",
      async (url) => {
        const response = await built.app.inject({ url });
        expect(response.statusCode).toBe(500);
        expect(response.headers["content-type"]).toMatch(/^application\/json/);
        expect(response.json()).toEqual(genericBody);
        expect(response.body).not.toMatch(/select|table_that|password_hash|\/work|\/etc|at .*:\d+|stack/i);
      },
    );
  });
}
