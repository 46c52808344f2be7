import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../test/support/testApp.ts";
import { writeNewArticle } from "./writeNewArticle.ts";

describeEachDatabase("admin article list at scale", (t) => {
  it("answers every article, with its tags, when the dashboard asks without parameters", async () => {
    // More than one chunk of ids (500) in every query the list makes.
    const total = 700;
    const now = Date.now();
    // Written as any article is, in one transaction so that PostgreSQL keeps up.
    await t.db.transaction().execute(async (trx) => {
      for (let i = 0; i < total; i += 1) {
        const at = new Date(now - i * 1000).toISOString();
        const row = await writeNewArticle(trx, t.app.ctx.search, {
          slug: `bulk-${i}`,
          title: `Bulk ${i}`,
          createdAt: at,
          tags: [`tag-bulk-${i}`],
        });
        expect(row.status).toBe("draft");
      }
    });
    const editor = await t.as("editor");
    const response = await editor.get("/api/admin/articles");
    expect(response.statusCode).toBe(200);
    const list = response.json() as { id: number; slug: string; tags: string[] }[];
    expect(list).toHaveLength(total);
    expect(list[0]!.slug).toBe("bulk-0");
    expect(list.at(-1)!.slug).toBe(`bulk-${total - 1}`);
    expect(list.every((article) => article.tags[0] === `tag-${article.slug}`)).toBe(true);
  }, 60_000);
});
