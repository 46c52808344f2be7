import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/testApp.ts";

describeEachDatabase("admin article list at scale", (t) => {
  it("answers every article, with its tags, when the dashboard asks without parameters", async () => {
    const total = 1200;
    const now = Date.now();
    for (let start = 0; start < total; start += 200) {
      const rows = await t.db
        .insertInto("articles")
        .values(
          Array.from({ length: 200 }, (_, offset) => {
            const i = start + offset;
            const at = new Date(now - i * 1000).toISOString();
            return {
              slug: `bulk-${i}`,
              title: `Bulk ${i}`,
              summary: "",
              contentHtml: "",
              contentText: "",
              status: "draft" as const,
              coverImagePosition: 50,
              featured: 0,
              createdAt: at,
              updatedAt: at,
              helpfulCount: 0,
              notHelpfulCount: 0,
              verificationInterval: "none",
            };
          }),
        )
        .returning("id")
        .execute();
      await t.db
        .insertInto("articleTags")
        .values(rows.map((row) => ({ articleId: row.id, tag: `tag-${row.id}`, position: 0 })))
        .execute();
    }
    const editor = await t.as("editor");
    const response = await editor.get("/api/admin/articles");
    expect(response.statusCode).toBe(200);
    const list = response.json() as { id: number; slug: string; tags: string[] }[];
    expect(list).toHaveLength(total);
    expect(list[0]!.slug).toBe("bulk-0");
    expect(list.at(-1)!.slug).toBe(`bulk-${total - 1}`);
    expect(list.every((article) => article.tags[0] === `tag-${article.id}`)).toBe(true);
  });
});
