import type { Db } from "../../platform/db/database.ts";

/**
 * A category's slug history: the slug it now uses is nobody's old slug any more, and the slug it
 * left leads to it (its old address answers 301).
 */
export async function recordCategorySlug(
  db: Db,
  categoryId: number,
  slug: string,
  previous: string,
  at: string,
): Promise<void> {
  await db.deleteFrom("categorySlugHistory").where("oldSlug", "in", [slug, previous]).execute();
  if (previous !== slug)
    await db
      .insertInto("categorySlugHistory")
      .values({ oldSlug: previous, categoryId, createdAt: at })
      .execute();
}

/** The current slug of the category that once used `oldSlug`. */
export async function currentCategorySlugOf(db: Db, oldSlug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("categorySlugHistory")
    .innerJoin("categories", "categories.id", "categorySlugHistory.categoryId")
    .select("categories.slug")
    .where("categorySlugHistory.oldSlug", "=", oldSlug)
    .executeTakeFirst();
  return row?.slug;
}
