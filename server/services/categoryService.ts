import type { Category, CategoryInput } from "../../shared/schemas/category.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { listCategoriesWithCounts } from "../db/repos/categoryRepo.ts";
import { conflict, notFound } from "../errors.ts";
import { notifyContentChange } from "./contentEvents.ts";

const SLUG_TAKEN = "Another category already uses this slug.";

/** Staff see every article in the counts, drafts too. */
export function listAdminCategories(ctx: AppContext): Promise<Category[]> {
  return listCategoriesWithCounts(ctx.db, { publishedOnly: false });
}

export async function getAdminCategory(ctx: AppContext, id: number): Promise<Category> {
  const category = (await listCategoriesWithCounts(ctx.db, { publishedOnly: false, id }))[0];
  if (!category) throw notFound("Category not found.");
  return category;
}

async function assertSlugFree(trx: Db, slug: string, ownId: number | null): Promise<void> {
  let query = trx.selectFrom("categories").select("id").where("slug", "=", slug);
  if (ownId !== null) query = query.where("id", "!=", ownId);
  if (await query.executeTakeFirst()) throw conflict(SLUG_TAKEN, "SLUG_TAKEN", "slug");
}

async function mapUniqueViolation<T>(ctx: AppContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (ctx.dialect.isUniqueViolation(error)) throw conflict(SLUG_TAKEN, "SLUG_TAKEN", "slug");
    throw error;
  }
}

/** SPEC §5: a new category's default order is the current category count. */
export async function createCategory(ctx: AppContext, input: CategoryInput): Promise<number> {
  const now = new Date().toISOString();
  const id = await mapUniqueViolation(ctx, () =>
    ctx.db.transaction().execute(async (trx) => {
      await assertSlugFree(trx, input.slug, null);
      const count = await trx
        .selectFrom("categories")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      const row = await trx
        .insertInto("categories")
        .values({
          slug: input.slug,
          name: input.name,
          description: input.description,
          displayOrder: input.displayOrder ?? Number(count.n),
          createdAt: now,
          updatedAt: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    }),
  );
  notifyContentChange(ctx);
  return id;
}

/** A rename re-indexes the category's articles (search shows category names). */
export async function updateCategory(ctx: AppContext, id: number, input: CategoryInput): Promise<void> {
  await mapUniqueViolation(ctx, () =>
    ctx.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("categories").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) throw notFound("Category not found.");
      await assertSlugFree(trx, input.slug, id);
      await trx
        .updateTable("categories")
        .set({
          slug: input.slug,
          name: input.name,
          description: input.description,
          displayOrder: input.displayOrder ?? row.displayOrder,
          updatedAt: new Date().toISOString(),
        })
        .where("id", "=", id)
        .execute();
      if (row.name !== input.name || row.slug !== input.slug) await ctx.search.syncCategory(trx, id);
    }),
  );
  notifyContentChange(ctx);
}

/** SPEC §2: deleting a category deletes its articles too, all in one transaction. */
export async function deleteCategory(ctx: AppContext, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("categories").select("id").where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound("Category not found.");
    const articles = await trx.selectFrom("articles").select("id").where("categoryId", "=", id).execute();
    for (const article of articles) await ctx.search.removeArticle(trx, article.id);
    await trx.deleteFrom("articles").where("categoryId", "=", id).execute();
    await trx.deleteFrom("categories").where("id", "=", id).execute();
  });
  notifyContentChange(ctx);
}
