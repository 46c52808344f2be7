import type { Category } from "../../../shared/schemas/category.ts";
import type { Db } from "../../platform/db/database.ts";
import { preparedQuery } from "../../platform/db/preparedQuery.ts";
import type { CategoryRow, CategoryUpdate, NewCategoryRow } from "../../platform/db/schema.ts";

/** A category as articles refer to it. */
export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
}

/**
 * Categories by displayOrder (then name) with their article counts: published articles only for
 * the public site, every article for staff.
 */
const categoriesWithCountsQuery = preparedQuery(
  (
    db,
    { slug, id }: { slug: string | undefined; id: number | undefined },
    { publishedOnly }: { publishedOnly: boolean },
  ) => {
    let query = db
      .selectFrom("categories")
      .select(["categories.id", "categories.slug", "categories.name", "categories.description"])
      .select("categories.displayOrder")
      .select((eb) => {
        let count = eb
          .selectFrom("articles")
          .select(eb.fn.countAll().as("n"))
          .whereRef("articles.categoryId", "=", "categories.id");
        // A trashed article is a draft: the published count leaves it out already.
        count = publishedOnly
          ? count.where("articles.status", "=", "published")
          : count.where("articles.deletedAt", "is", null);
        return count.as("articleCount");
      })
      .where("categories.deletedAt", "is", null);
    if (slug !== undefined) query = query.where("categories.slug", "=", slug);
    if (id !== undefined) query = query.where("categories.id", "=", id);
    return query.orderBy("categories.displayOrder").orderBy("categories.name");
  },
);

export async function listCategoriesWithCounts(
  db: Db,
  options: { publishedOnly: boolean; slug?: string; id?: number },
): Promise<Category[]> {
  const rows = await categoriesWithCountsQuery(
    db,
    { slug: options.slug, id: options.id },
    { publishedOnly: options.publishedOnly },
  );
  return rows.map((row) => ({ ...row, articleCount: Number(row.articleCount ?? 0) }));
}

const categoryRefsQuery = preparedQuery((db, { ids }: { ids: number[] }) =>
  db.selectFrom("categories").select(["id", "name", "slug"]).where("id", "in", ids),
);

/** Name and slug of each category, by id. */
export async function categoryRefsByIds(db: Db, ids: number[]): Promise<Map<number, CategoryRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await categoryRefsQuery(db, { ids: unique });
  return new Map(rows.map((row) => [row.id, row]));
}

/** The category, unless missing or in the trash. */
export function findCategoryById(db: Db, id: number): Promise<CategoryRow | undefined> {
  return db
    .selectFrom("categories")
    .selectAll()
    .where("id", "=", id)
    .where("deletedAt", "is", null)
    .executeTakeFirst();
}

export async function countCategories(db: Db): Promise<number> {
  const row = await db
    .selectFrom("categories")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("deletedAt", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertCategory(db: Db, row: Omit<NewCategoryRow, "id">): Promise<number> {
  const inserted = await db.insertInto("categories").values(row).returning("id").executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateCategoryRow(
  db: Db,
  id: number,
  changes: Omit<CategoryUpdate, "id" | "createdAt">,
): Promise<void> {
  await db.updateTable("categories").set(changes).where("id", "=", id).execute();
}

/** Every live category's id and order, in the order the site shows them (order, then name, then id). */
export function categoriesInOrder(db: Db): Promise<{ id: number; displayOrder: number }[]> {
  return db
    .selectFrom("categories")
    .select(["id", "displayOrder"])
    .where("deletedAt", "is", null)
    .orderBy("displayOrder")
    .orderBy("name")
    .orderBy("id")
    .execute();
}

export async function setCategoryOrder(db: Db, id: number, displayOrder: number): Promise<void> {
  await db.updateTable("categories").set({ displayOrder }).where("id", "=", id).execute();
}
