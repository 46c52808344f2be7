import type { Category } from "../../../shared/schemas/category.ts";
import type { Db } from "../database.ts";

/**
 * Categories by displayOrder (then name) with their article counts: published articles only for
 * the public site, every article for staff.
 */
export async function listCategoriesWithCounts(
  db: Db,
  options: { publishedOnly: boolean; slug?: string; id?: number },
): Promise<Category[]> {
  let query = db
    .selectFrom("categories")
    .select(["categories.id", "categories.slug", "categories.name", "categories.description"])
    .select("categories.displayOrder")
    .select((eb) => {
      let count = eb
        .selectFrom("articles")
        .select(eb.fn.countAll().as("n"))
        .whereRef("articles.categoryId", "=", "categories.id");
      if (options.publishedOnly) count = count.where("articles.status", "=", "published");
      return count.as("articleCount");
    });
  if (options.slug !== undefined) query = query.where("categories.slug", "=", options.slug);
  if (options.id !== undefined) query = query.where("categories.id", "=", options.id);
  const rows = await query.orderBy("categories.displayOrder").orderBy("categories.name").execute();
  return rows.map((row) => ({ ...row, articleCount: Number(row.articleCount ?? 0) }));
}
