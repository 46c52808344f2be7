import { sql } from "kysely";
import type { SearchIndex } from "./searchIndex.ts";

/**
 * Interim engine until the full-text engines land (search issue): case-insensitive substring
 * match on title and summary of published articles, titles first. Keeps no index of its own.
 */
export const substringSearchIndex: SearchIndex = {
  async syncArticle() {},
  async removeArticle() {},
  async syncCategory() {},
  async rebuild() {},
  async search(db, request) {
    const normalizedQuery = request.query.trim().toLowerCase().replace(/\s+/g, " ").slice(0, 200);
    if (normalizedQuery.length < 2)
      return { response: { suggestions: [], results: [] }, total: 0, normalizedQuery: "" };
    const pattern = `%${normalizedQuery.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await db
      .selectFrom("articles")
      .leftJoin("categories", "categories.id", "articles.categoryId")
      .select([
        "articles.slug",
        "articles.title",
        "articles.summary",
        "categories.name as categoryName",
        "categories.slug as categorySlug",
      ])
      .where("articles.status", "=", "published")
      .where((eb) =>
        eb.or([
          sql<boolean>`lower(articles.title) like ${pattern} escape '\\'`,
          sql<boolean>`lower(articles.summary) like ${pattern} escape '\\'`,
        ]),
      )
      .orderBy(sql`case when lower(articles.title) like ${pattern} escape '\\' then 0 else 1 end`)
      .orderBy("articles.title")
      .limit(50)
      .execute();
    const results = rows.map((row) => ({
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      category:
        row.categoryName && row.categorySlug ? { name: row.categoryName, slug: row.categorySlug } : null,
      snippet: { text: row.summary, highlights: [] as [number, number][] },
    }));
    return {
      response: {
        suggestions: results.slice(0, 3).map(({ slug, title }) => ({ slug, title })),
        results: results.slice(0, 5),
      },
      total: rows.length,
      normalizedQuery,
    };
  },
};
