import { beforeAll, expect, it } from "vitest";
import { makeArticle, makeCategory } from "../../../test/support/contentFactory.ts";
import { statementsDuring } from "../../../test/support/statementsDuring.ts";
import { describeEachDatabase, type TestClient } from "../../../test/support/testApp.ts";

/** The text of every statement run (on either database) while `work` runs. */
const statementTextsDuring = async (work: () => Promise<unknown>) =>
  (await statementsDuring(work)).map((statement) => statement.sql);

describeEachDatabase(
  "what staged changes and schedules cost a public page",
  (t) => {
    let editor: TestClient;
    let categoryId: number;
    beforeAll(async () => {
      editor = await t.as("editor");
      categoryId = (await makeCategory(t.app.ctx, { slug: "statement-count" })).id;
    });

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
        const ofPlain = await statementTextsDuring(() => t.anon.get(`${path}${plain.slug}`));
        const ofStaged = await statementTextsDuring(async () => {
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
