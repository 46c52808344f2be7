import type { Db } from "../../platform/db/database.ts";

// Trashed articles and categories: moving rows in and out of the trash, listing, removing for good.

export interface TrashedArticleRow {
  id: number;
  title: string;
  slug: string;
  categoryId: number | null;
  deletedAt: string;
  deletedById: number | null;
  deletedByEmail: string | null;
}

export interface TrashedCategoryRow {
  id: number;
  name: string;
  slug: string;
  deletedAt: string;
  deletedById: number | null;
  deletedByEmail: string | null;
  articleCount: number;
}

/** Moves articles into the trash, remembering their status; `withCategory`: they come back with it. */
export async function moveArticlesToTrash(
  db: Db,
  ids: number[],
  trash: { at: string; byId: number | null; withCategory: boolean },
): Promise<void> {
  for (const id of ids) {
    const row = await db
      .selectFrom("articles")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable("articles")
      .set({
        statusBeforeTrash: row.status,
        status: "draft",
        deletedAt: trash.at,
        deletedById: trash.byId,
        trashedWithCategory: trash.withCategory ? 1 : 0,
      })
      .where("id", "=", id)
      .execute();
  }
}

/** Takes articles out of the trash with the status they had. */
export async function restoreArticleRows(db: Db, ids: number[]): Promise<void> {
  for (const id of ids) {
    const row = await db
      .selectFrom("articles")
      .select("statusBeforeTrash")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable("articles")
      .set({
        status: row.statusBeforeTrash ?? "draft",
        statusBeforeTrash: null,
        deletedAt: null,
        deletedById: null,
        trashedWithCategory: 0,
      })
      .where("id", "=", id)
      .execute();
  }
}

export function findTrashedArticle(
  db: Db,
  id: number,
): Promise<
  | { id: number; categoryId: number | null; trashedWithCategory: number; statusBeforeTrash: string | null }
  | undefined
> {
  return db
    .selectFrom("articles")
    .select(["id", "categoryId", "trashedWithCategory", "statusBeforeTrash"])
    .where("id", "=", id)
    .where("deletedAt", "is not", null)
    .executeTakeFirst();
}

export function findTrashedCategory(
  db: Db,
  id: number,
): Promise<{ id: number; displayOrder: number } | undefined> {
  return db
    .selectFrom("categories")
    .select(["id", "displayOrder"])
    .where("id", "=", id)
    .where("deletedAt", "is not", null)
    .executeTakeFirst();
}

/** Live articles of a category. */
export async function liveArticleIdsOfCategory(db: Db, categoryId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("articles")
    .select("id")
    .where("categoryId", "=", categoryId)
    .where("deletedAt", "is", null)
    .execute();
  return rows.map((row) => row.id);
}

/** Articles that went into the trash with this category. */
export async function articleIdsTrashedWithCategory(db: Db, categoryId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("articles")
    .select("id")
    .where("categoryId", "=", categoryId)
    .where("deletedAt", "is not", null)
    .where("trashedWithCategory", "=", 1)
    .execute();
  return rows.map((row) => row.id);
}

export async function setCategoryTrashed(
  db: Db,
  id: number,
  trash: { at: string; byId: number | null } | null,
): Promise<void> {
  await db
    .updateTable("categories")
    .set({ deletedAt: trash?.at ?? null, deletedById: trash?.byId ?? null })
    .where("id", "=", id)
    .execute();
}

/** Articles trashed on their own (those trashed with a category are listed under it), newest first. */
export async function trashedArticleRows(db: Db): Promise<TrashedArticleRow[]> {
  const rows = await db
    .selectFrom("articles")
    .leftJoin("users", "users.id", "articles.deletedById")
    .select([
      "articles.id",
      "articles.title",
      "articles.slug",
      "articles.categoryId",
      "articles.deletedAt",
      "articles.deletedById",
      "users.email as deletedByEmail",
    ])
    .where("articles.deletedAt", "is not", null)
    .where("articles.trashedWithCategory", "=", 0)
    .orderBy("articles.deletedAt", "desc")
    .orderBy("articles.id", "desc")
    .execute();
  return rows.map((row) => ({ ...row, deletedAt: row.deletedAt! }));
}

/** Trashed categories with the number of articles trashed with them, newest first. */
export async function trashedCategoryRows(db: Db): Promise<TrashedCategoryRow[]> {
  const rows = await db
    .selectFrom("categories")
    .leftJoin("users", "users.id", "categories.deletedById")
    .select([
      "categories.id",
      "categories.name",
      "categories.slug",
      "categories.deletedAt",
      "categories.deletedById",
      "users.email as deletedByEmail",
    ])
    .select((eb) =>
      eb
        .selectFrom("articles")
        .select(eb.fn.countAll().as("n"))
        .whereRef("articles.categoryId", "=", "categories.id")
        .where("articles.trashedWithCategory", "=", 1)
        .as("articleCount"),
    )
    .where("categories.deletedAt", "is not", null)
    .orderBy("categories.deletedAt", "desc")
    .orderBy("categories.id", "desc")
    .execute();
  return rows.map((row) => ({
    ...row,
    deletedAt: row.deletedAt!,
    articleCount: Number(row.articleCount ?? 0),
  }));
}

/** Trashed articles and categories put there before `before`. */
export async function trashedBefore(
  db: Db,
  before: string,
): Promise<{ articleIds: number[]; categoryIds: number[] }> {
  const [articles, categories] = await Promise.all([
    db
      .selectFrom("articles")
      .select("id")
      .where("deletedAt", "<", before)
      .where("trashedWithCategory", "=", 0)
      .execute(),
    db.selectFrom("categories").select("id").where("deletedAt", "<", before).execute(),
  ]);
  return { articleIds: articles.map((row) => row.id), categoryIds: categories.map((row) => row.id) };
}

/** Removes a trashed article for good (its tags, versions, ratings, old slugs go with it). */
export async function purgeArticleRow(db: Db, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("articles")
    .where("id", "=", id)
    .where("deletedAt", "is not", null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Removes a trashed category and the articles trashed with it for good. */
export async function purgeCategoryRows(db: Db, id: number): Promise<boolean> {
  await db.deleteFrom("articles").where("categoryId", "=", id).where("deletedAt", "is not", null).execute();
  const result = await db
    .deleteFrom("categories")
    .where("id", "=", id)
    .where("deletedAt", "is not", null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
