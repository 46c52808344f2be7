import type { Db } from "../../server/db/database.ts";
import type { SearchIndex } from "../../server/db/search/searchIndex.ts";

export interface FixtureArticle {
  slug: string;
  title: string;
  summary?: string;
  body?: string;
  tags?: string[];
  status?: "draft" | "published";
}

/** Writes a category and articles directly, indexing each in its write transaction. */
export async function insertArticles(
  db: Db,
  search: SearchIndex,
  categoryName: string,
  articles: FixtureArticle[],
): Promise<{ categoryId: number; ids: Map<string, number> }> {
  const now = new Date().toISOString();
  const ids = new Map<string, number>();
  const categorySlug = `${categoryName.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${Date.now().toString(36)}`;
  const category = await db
    .insertInto("categories")
    .values({
      slug: categorySlug,
      name: categoryName,
      description: "",
      displayOrder: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const article of articles) {
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("articles")
        .values({
          slug: article.slug,
          title: article.title,
          summary: article.summary ?? "",
          contentHtml: `<p>${article.body ?? ""}</p>`,
          contentText: article.body ?? "",
          status: article.status ?? "published",
          categoryId: category.id,
          publishedAt: article.status === "draft" ? null : now,
          createdAt: now,
          updatedAt: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const [position, tag] of (article.tags ?? []).entries()) {
        await trx.insertInto("articleTags").values({ articleId: row.id, tag, position }).execute();
      }
      await search.syncArticle(trx, row.id);
      ids.set(article.slug, row.id);
    });
  }
  return { categoryId: category.id, ids };
}
