import type { Category, CategoryInput } from "../../../shared/schemas/category.ts";
import type { Db } from "../../platform/db/database.ts";
import { mapUniqueViolation } from "../../platform/db/mapUniqueViolation.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { assertSlugFree, slugTaken } from "../articles/slugRules.ts";
import { recordAudit } from "../audit/recordAudit.ts";
import { categoryEventData, queueWebhookEvent } from "../webhooks/queueWebhookEvent.ts";
import { numberCategories, placeCategory } from "./categoryOrder.ts";
import {
  categoriesInOrder,
  countCategories,
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

/**
 * A new category goes last unless it asks for a place; the others move to make room, so no two
 * categories share an order. Answers the category as written.
 */
export async function createCategory(
  ctx: AppContext,
  input: CategoryInput,
  /** Who did it; null for an import run from the command line or a job. */
  actorId: number | null,
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
        await placeCategory(trx, id, input.displayOrder ?? Number.MAX_SAFE_INTEGER);
        await recordAudit(trx, actorId, {
          action: "category.create",
          entityType: "category",
          entityId: id,
          summary: `Created the category "${input.name}"`,
          changes: { name: [null, input.name] },
        });
        const created = await adminCategoryOf(trx, id);
        await queueWebhookEvent(trx, "category.created", () => categoryEventData(ctx, created));
        return created;
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
  /** Who did it; null for an import run from the command line or a job. */
  actorId: number | null,
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
        if (row.slug !== input.slug)
          await recordCategorySlug(trx, id, input.slug, row.slug, new Date().toISOString());
        if (row.name !== input.name || row.slug !== input.slug) await ctx.search.syncCategory(trx, id);
        // A new order moves the category there; the others shift, so orders stay unique.
        await placeCategory(
          trx,
          id,
          input.displayOrder === row.displayOrder ? undefined : input.displayOrder,
        );
        await recordAudit(trx, actorId, {
          action: "category.update",
          entityType: "category",
          entityId: id,
          summary: `Saved the category "${input.name}"`,
          changes: { name: [row.name, input.name], slug: [row.slug, input.slug] },
        });
        const saved = await adminCategoryOf(trx, id);
        await queueWebhookEvent(trx, "category.updated", () => categoryEventData(ctx, saved));
        return saved;
      }),
    () => slugTaken("categories"),
  );
  ctx.contentChanges.publish();
  return category;
}

/**
 * PUT /api/admin/categories/order: the categories in their new order, numbered 0, 1, 2…; the list
 * must name every category exactly once (a list made before another staff member added or
 * deleted one is refused rather than guessed at). Answers the categories as staff see them.
 */
export async function reorderCategories(ctx: AppContext, ids: number[]): Promise<Category[]> {
  await ctx.db.transaction().execute(async (trx) => {
    const existing = new Set((await categoriesInOrder(trx)).map((row) => row.id));
    const listed = new Set(ids);
    if (listed.size !== ids.length || listed.size !== existing.size || ids.some((id) => !existing.has(id)))
      throw badRequest("The new order must list every category exactly once. Reload and try again.", "ids");
    await numberCategories(trx, ids);
  });
  ctx.contentChanges.publish();
  return listAdminCategories(ctx);
}
