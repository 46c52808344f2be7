import type { Db } from "../../platform/db/database.ts";
import type { ArticleRow, CategoryRow } from "../../platform/db/schema.ts";

export function allCategories(db: Db): Promise<CategoryRow[]> {
  // What is in the trash is not exported: it is not part of the help center until restored.
  return db
    .selectFrom("categories")
    .selectAll()
    .where("deletedAt", "is", null)
    .orderBy("displayOrder")
    .orderBy("id")
    .execute();
}

export function allArticles(db: Db): Promise<ArticleRow[]> {
  return db.selectFrom("articles").selectAll().where("deletedAt", "is", null).orderBy("slug").execute();
}

export function findCategoryBySlug(db: Db, slug: string): Promise<CategoryRow | undefined> {
  return db.selectFrom("categories").selectAll().where("slug", "=", slug).executeTakeFirst();
}

export function findArticleBySlug(db: Db, slug: string): Promise<ArticleRow | undefined> {
  return db.selectFrom("articles").selectAll().where("slug", "=", slug).executeTakeFirst();
}

/** Every old article slug with the slug its article has now. */
export function oldArticleSlugs(db: Db): Promise<{ oldSlug: string; slug: string }[]> {
  return db
    .selectFrom("slugHistory")
    .innerJoin("articles", "articles.id", "slugHistory.articleId")
    .select(["slugHistory.oldSlug", "articles.slug"])
    .orderBy("slugHistory.oldSlug")
    .execute();
}

/** Adds an old slug of an article, unless some slug history already claims it. */
export async function addOldArticleSlug(
  db: Db,
  oldSlug: string,
  articleId: number,
  at: string,
): Promise<void> {
  const taken = await db
    .selectFrom("slugHistory")
    .select("oldSlug")
    .where("oldSlug", "=", oldSlug)
    .executeTakeFirst();
  if (!taken) await db.insertInto("slugHistory").values({ oldSlug, articleId, createdAt: at }).execute();
}

export function findImportLink(
  db: Db,
  source: string,
  kind: string,
  sourceKey: string,
): Promise<{ targetId: number | null; targetUrl: string | null } | undefined> {
  return db
    .selectFrom("importLinks")
    .select(["targetId", "targetUrl"])
    .where("source", "=", source)
    .where("kind", "=", kind)
    .where("sourceKey", "=", sourceKey)
    .executeTakeFirst();
}

export async function saveImportLink(
  db: Db,
  link: {
    source: string;
    kind: string;
    sourceKey: string;
    targetId: number | null;
    targetUrl: string | null;
    importedAt: string;
  },
): Promise<void> {
  await db
    .deleteFrom("importLinks")
    .where("source", "=", link.source)
    .where("kind", "=", link.kind)
    .where("sourceKey", "=", link.sourceKey)
    .execute();
  await db.insertInto("importLinks").values(link).execute();
}
