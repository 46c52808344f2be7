import type { SearchIndex } from "../../server/features/search/index/searchIndex.ts";
import type { Db } from "../../server/platform/db/database.ts";
import { makeArticle, makeCategory } from "./contentFactory.ts";

export interface FixtureArticle {
  slug: string;
  title: string;
  summary?: string;
  body?: string;
  tags?: string[];
  status?: "draft" | "published";
}

/** Writes a category and its articles through the content factories (each indexed as it is written). */
export async function insertArticles(
  db: Db,
  search: SearchIndex,
  categoryName: string,
  articles: FixtureArticle[],
): Promise<{ categoryId: number; ids: Map<string, number> }> {
  const target = { db, search };
  const now = new Date().toISOString();
  const slug = `${categoryName.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${Date.now().toString(36)}`;
  const category = await makeCategory(target, { slug, name: categoryName, displayOrder: 0 });
  const ids = new Map<string, number>();
  for (const article of articles) {
    const row = await makeArticle(target, {
      slug: article.slug,
      title: article.title,
      summary: article.summary ?? "",
      contentHtml: `<p>${article.body ?? ""}</p>`,
      status: article.status ?? "published",
      categoryId: category.id,
      tags: article.tags ?? [],
      createdAt: now,
    });
    ids.set(article.slug, row.id);
  }
  return { categoryId: category.id, ids };
}
