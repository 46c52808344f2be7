import type { Category, CategoryInput } from "../../../shared/schemas/category.ts";
import type { Db } from "../../platform/db/database.ts";
import { mapUniqueViolation } from "../../platform/db/mapUniqueViolation.ts";
import { notFound } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { assertSlugFree, slugTaken } from "../articles/slugRules.ts";
import { recordAudit } from "../audit/recordAudit.ts";
import {
  countCategories,
  findCategoryById,
  insertCategory,
  listCategoriesWithCounts,
  updateCategoryRow,
} from "./categoryRepo.ts";

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
export async function createCategory(
  ctx: AppContext,
  input: CategoryInput,
  actorId: number,
): Promise<Category> {
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
        await recordAudit(trx, actorId, {
          action: "category.create",
          entityType: "category",
          entityId: id,
          summary: `Created the category "${input.name}"`,
          changes: { name: [null, input.name] },
        });
        return adminCategoryOf(trx, id);
      }),
    () => slugTaken("categories"),
  );
  ctx.contentChanges.publish();
  return category;
}

/** A rename re-indexes the category's articles (search shows category names). Answers the category as saved. */
export async function updateCategory(
  ctx: AppContext,
  id: number,
  input: CategoryInput,
  actorId: number,
): Promise<Category> {
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
        if (row.name !== input.name || row.slug !== input.slug) await ctx.search.syncCategory(trx, id);
        await recordAudit(trx, actorId, {
          action: "category.update",
          entityType: "category",
          entityId: id,
          summary: `Saved the category "${input.name}"`,
          changes: { name: [row.name, input.name], slug: [row.slug, input.slug] },
        });
        return adminCategoryOf(trx, id);
      }),
    () => slugTaken("categories"),
  );
  ctx.contentChanges.publish();
  return category;
}
