import type { Category, CategoryInput } from "../../../shared/schemas/category.ts";
import type { Db } from "../../platform/db/database.ts";
import { mapUniqueViolation } from "../../platform/db/mapUniqueViolation.ts";
import { notFound } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { articleIdsOfCategory, deleteArticlesOfCategory } from "../articles/articleRepo.ts";
import { assertSlugFree, slugTaken } from "../articles/slugRules.ts";
import {
  countCategories,
  deleteCategoryRow,
  findCategoryById,
  insertCategory,
  listCategoriesWithCounts,
  updateCategoryRow,
} from "./categoryRepo.ts";
import { recordCategorySlug } from "./categorySlugRepo.ts";

const categoryNotFound = () => notFound("Category not found.");

/** Staff see every article in the counts, drafts too. */
export function listAdminCategories(ctx: AppContext): Promise<Category[]> {
  return listCategoriesWithCounts(ctx.db, { publishedOnly: false });
}

/** A category as staff see it, read with `db` (write services pass their transaction). */
async function adminCategoryOf(db: Db, id: number): Promise<Category> {
  const category = (await listCategoriesWithCounts(db, { publishedOnly: false, id }))[0];
  if (!category) throw categoryNotFound();
  return category;
}

/** A new category's default order is the current category count; answers the category as written. */
export async function createCategory(ctx: AppContext, input: CategoryInput): Promise<Category> {
  const now = new Date().toISOString();
  const category = await mapUniqueViolation(
    ctx.dialect,
    () =>
      ctx.db.transaction().execute(async (trx) => {
        await assertSlugFree(trx, "categories", input.slug, null);
        const id = await insertCategory(trx, {
          slug: input.slug,
          name: input.name,
          description: input.description,
          displayOrder: input.displayOrder ?? (await countCategories(trx)),
          createdAt: now,
          updatedAt: now,
        });
        return adminCategoryOf(trx, id);
      }),
    () => slugTaken("categories"),
  );
  ctx.contentChanges.publish();
  return category;
}

/** A rename re-indexes the category's articles (search shows category names). Answers the category as saved. */
export async function updateCategory(ctx: AppContext, id: number, input: CategoryInput): Promise<Category> {
  const category = await mapUniqueViolation(
    ctx.dialect,
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const row = await findCategoryById(trx, id);
        if (!row) throw categoryNotFound();
        await assertSlugFree(trx, "categories", input.slug, id);
        await updateCategoryRow(trx, id, {
          slug: input.slug,
          name: input.name,
          description: input.description,
          displayOrder: input.displayOrder ?? row.displayOrder,
          updatedAt: new Date().toISOString(),
        });
        if (row.slug !== input.slug)
          await recordCategorySlug(trx, id, input.slug, row.slug, new Date().toISOString());
        if (row.name !== input.name || row.slug !== input.slug) await ctx.search.syncCategory(trx, id);
        return adminCategoryOf(trx, id);
      }),
    () => slugTaken("categories"),
  );
  ctx.contentChanges.publish();
  return category;
}

/** Deleting a category deletes its articles too, all in one transaction. */
export async function deleteCategory(ctx: AppContext, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await findCategoryById(trx, id))) throw categoryNotFound();
    for (const articleId of await articleIdsOfCategory(trx, id, { publishedOnly: false }))
      await ctx.search.removeArticle(trx, articleId);
    await deleteArticlesOfCategory(trx, id);
    await deleteCategoryRow(trx, id);
  });
  ctx.contentChanges.publish();
}
