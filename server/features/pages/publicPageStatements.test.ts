import Database from "better-sqlite3";
import pg from "pg";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { makeArticle, makeCategory } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase, type TestClient } from "../../../test/support/testApp.ts";

/** The prototype of better-sqlite3's statements, whose calls each run one statement. */
const sqliteStatement = Object.getPrototypeOf(new Database(":memory:").prepare("select 1")) as Record<
  "all" | "get" | "run" | "iterate",
  (...args: unknown[]) => unknown
>;

/** Every statement run (on either database) while `work` runs. */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  for (const method of ["all", "get", "run", "iterate"] as const) {
    const original = sqliteStatement[method];
    vi.spyOn(sqliteStatement, method).mockImplementation(function (this: { source: string }, ...args) {
      statements.push(this.source);
      return original.apply(this, args);
    });
  }
  const query = pg.Client.prototype.query;
  vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    statements.push(typeof first === "string" ? first : (first?.text ?? ""));
    // biome-ignore lint/suspicious/noExplicitAny: passed on as given
    return (query as any).apply(this, args);
  });
  try {
    await work();
  } finally {
    vi.restoreAllMocks();
  }
  return statements;
}

describeEachDatabase(
  "what staged changes and schedules cost a public page",
  (t) => {
    let editor: TestClient;
    let categoryId: number;
    beforeAll(async () => {
      editor = await t.as("editor");
      categoryId = (await makeCategory(t.app.ctx, { slug: "statement-count" })).id;
    });
    afterEach(() => vi.restoreAllMocks());

    it("adds no statement to the article's page or its public API answer", async () => {
      const fields = { categoryId, contentHtml: "<p>Guy lines and pegs.</p>", summary: "Pegs." };
      const plain = await makeArticle(t.app.ctx, { slug: "statements-plain", ...fields });
      const staged = await makeArticle(t.app.ctx, { slug: "statements-staged", ...fields });
      const draft = await editor.put(`/api/admin/articles/${staged.id}/draft`, {
        title: "Reworked guy lines",
        summary: "Staged summary",
        contentHtml: "<p>Reworded guy lines.</p>",
        categoryId,
        tags: ["staged"],
        updatedAt: staged.updatedAt,
      });
      expect(draft.statusCode).toBe(200);
      const scheduled = await editor.put(`/api/admin/articles/${staged.id}/schedule`, {
        publishAt: new Date(Date.now() + 3_600_000).toISOString(),
        unpublishAt: null,
      });
      expect(scheduled.statusCode).toBe(200);

      for (const path of ["/a/", "/api/public/articles/"]) {
        // A first request of each loads what is kept afterwards (settings, the renderer).
        await t.anon.get(`${path}${plain.slug}`);
        const ofPlain = await statementsDuring(() => t.anon.get(`${path}${plain.slug}`));
        const ofStaged = await statementsDuring(async () => {
          const response = await t.anon.get(`${path}${staged.slug}`);
          expect(response.statusCode).toBe(200);
          expect(response.body).not.toContain("Reworked guy lines");
        });
        expect(ofPlain.length, path).toBeGreaterThan(0);
        expect(ofStaged, path).toEqual(ofPlain);
        // Nor does any public article read the staged changes or the schedules at all.
        expect(
          ofStaged.filter((text) => /article_drafts|article_schedules/.test(text)),
          path,
        ).toEqual([]);
      }
    });
  },
  { pageCacheBytes: 0 },
);
