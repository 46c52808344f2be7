import type { Db } from "../../platform/db/database.ts";

/** The tables whose rows own a unique slug. */
export type SlugTable = "articles" | "categories";

/** The id of the row of `table` using `slug`, other than `exceptId`; undefined when the slug is free. */
export async function slugOwner(
  db: Db,
  table: SlugTable,
  slug: string,
  exceptId: number | null,
): Promise<number | undefined> {
  let query = db.selectFrom(table).select("id").where("slug", "=", slug);
  if (exceptId !== null) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst())?.id;
}

/**
 * Slug history: the slug an article now uses is no longer an old one of anybody, and the slug it
 * left answers with a redirect (old URLs answer 301).
 */
export async function recordSlug(
  db: Db,
  articleId: number,
  slug: string,
  previous: string | null,
  at: string,
): Promise<void> {
  await db.deleteFrom("slugHistory").where("oldSlug", "=", slug).execute();
  if (previous && previous !== slug) {
    await db.deleteFrom("slugHistory").where("oldSlug", "=", previous).execute();
    await db.insertInto("slugHistory").values({ oldSlug: previous, articleId, createdAt: at }).execute();
  }
}

/** The current slug of the published article that once used `oldSlug`. */
export async function currentSlugOf(db: Db, oldSlug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("slugHistory")
    .innerJoin("articles", "articles.id", "slugHistory.articleId")
    .select("articles.slug")
    .where("slugHistory.oldSlug", "=", oldSlug)
    .where("articles.status", "=", "published")
    .executeTakeFirst();
  return row?.slug;
}
