import type { Db } from "../../platform/db/database.ts";

/** The bodies (HTML) of these published articles, by slug. */
export async function publishedBodiesBySlugs(db: Db, slugs: string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .selectFrom("articles")
    .select(["slug", "contentHtml"])
    .where("slug", "in", slugs)
    .where("status", "=", "published")
    .execute();
  return new Map(rows.map((row) => [row.slug, row.contentHtml]));
}
