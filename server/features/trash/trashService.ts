import type { Trash, TrashItem } from "../../../shared/schemas/trash.ts";
import { clock } from "../../platform/clock.ts";
import { articlesChanged, everything } from "../../platform/contentChanges.ts";
import { conflict, notFound } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { loadArticleRow } from "../articles/articleWrites.ts";
import { recordAudit } from "../audit/recordAudit.ts";
import { numberCategories, placeCategory } from "../categories/categoryOrder.ts";
import { categoriesInOrder, findCategoryById } from "../categories/categoryRepo.ts";
import { categoryEventData, queueArticleEvent, queueWebhookEvent } from "../webhooks/queueWebhookEvent.ts";
import {
  articleIdsTrashedWithCategory,
  findTrashedArticle,
  findTrashedCategory,
  liveArticleIdsOfCategory,
  moveArticlesToTrash,
  purgeArticleRow,
  purgeCategoryRows,
  restoreArticleRows,
  setCategoryTrashed,
  trashedArticleRows,
  trashedBefore,
  trashedCategoryRows,
} from "./trashRepo.ts";

const notInTrash = () => notFound("Not in the trash.");
const deletedBy = (row: { deletedById: number | null; deletedByEmail: string | null }) =>
  row.deletedById === null || row.deletedByEmail === null
    ? null
    : { id: row.deletedById, email: row.deletedByEmail };

/**
 * DELETE /api/admin/articles/:id: the article goes to the trash. It leaves every public surface
 * (its status becomes draft, the index drops it) while its slug stays taken.
 */
export async function trashArticle(ctx: AppContext, id: number, userId: number | null): Promise<void> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const found = await loadArticleRow(trx, id);
    await moveArticlesToTrash(trx, [id], {
      at: clock.now().toISOString(),
      byId: userId,
      withCategory: false,
    });
    await ctx.search.syncArticle(trx, id);
    await recordAudit(trx, userId, {
      action: "article.trash",
      entityType: "article",
      entityId: id,
      summary: `Moved "${found.title}" to the trash`,
      changes: { status: [found.status, "trashed"] },
    });
    await queueArticleEvent(ctx, trx, "article.deleted", id);
    return found;
  });
  ctx.contentChanges.publish(articlesChanged([id], [row.categoryId], row.status === "published"));
}

/** DELETE /api/admin/categories/:id: the category and its articles go to the trash together. */
export async function trashCategory(ctx: AppContext, id: number, userId: number | null): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const category = await findCategoryById(trx, id);
    if (!category) throw notFound("Category not found.");
    const at = clock.now().toISOString();
    const articleIds = await liveArticleIdsOfCategory(trx, id);
    await moveArticlesToTrash(trx, articleIds, { at, byId: userId, withCategory: true });
    for (const articleId of articleIds) await ctx.search.syncArticle(trx, articleId);
    await setCategoryTrashed(trx, id, { at, byId: userId });
    // The live categories close the gap, so their orders stay 0, 1, 2…
    await numberCategories(
      trx,
      (await categoriesInOrder(trx)).map((row) => row.id),
    );
    await recordAudit(trx, userId, {
      action: "category.trash",
      entityType: "category",
      entityId: id,
      summary: `Moved the category "${category.name}" and its ${articleIds.length} articles to the trash`,
    });
    // Its articles leave with it: each is reported, as if trashed one by one.
    for (const articleId of articleIds) await queueArticleEvent(ctx, trx, "article.deleted", articleId);
    await queueWebhookEvent(trx, "category.deleted", () => categoryEventData(ctx, category));
  });
  ctx.contentChanges.publish(everything);
}

/** GET /api/admin/trash */
export async function listTrash(ctx: AppContext): Promise<Trash> {
  const [articles, categories] = await Promise.all([trashedArticleRows(ctx.db), trashedCategoryRows(ctx.db)]);
  return {
    articles: articles.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      deletedAt: row.deletedAt,
      deletedBy: deletedBy(row),
    })),
    categories: categories.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      deletedAt: row.deletedAt,
      deletedBy: deletedBy(row),
      articleCount: row.articleCount,
    })),
    retentionDays: ctx.config.trashRetentionDays,
  };
}

/**
 * POST /api/admin/trash/{articles|categories}/:id/restore: back where it was, with the status it
 * had; a category brings back the articles trashed with it. An article whose category is still in
 * the trash waits for it (409).
 */
export async function restoreFromTrash(ctx: AppContext, item: TrashItem, actorId: number): Promise<void> {
  if (item.kind === "articles") {
    const row = await ctx.db.transaction().execute(async (trx) => {
      const found = await findTrashedArticle(trx, item.id);
      if (!found) throw notInTrash();
      if (found.categoryId !== null && !(await findCategoryById(trx, found.categoryId)))
        throw conflict("Its category is in the trash: restore the category first.", "CATEGORY_IN_TRASH");
      await restoreArticleRows(trx, [item.id]);
      await ctx.search.syncArticle(trx, item.id);
      await recordAudit(trx, actorId, {
        action: "article.restore",
        entityType: "article",
        entityId: item.id,
        summary: "Restored an article from the trash",
      });
      await queueArticleEvent(ctx, trx, "article.restored", item.id);
      return found;
    });
    ctx.contentChanges.publish(
      articlesChanged([item.id], [row.categoryId], row.statusBeforeTrash === "published"),
    );
    return;
  }
  await ctx.db.transaction().execute(async (trx) => {
    const trashed = await findTrashedCategory(trx, item.id);
    if (!trashed) throw notInTrash();
    await setCategoryTrashed(trx, item.id, null);
    // Back at the place it had, the others moving down one, so no two share an order.
    await placeCategory(trx, item.id, trashed.displayOrder);
    const articleIds = await articleIdsTrashedWithCategory(trx, item.id);
    await restoreArticleRows(trx, articleIds);
    for (const articleId of articleIds) await ctx.search.syncArticle(trx, articleId);
    await recordAudit(trx, actorId, {
      action: "category.restore",
      entityType: "category",
      entityId: item.id,
      summary: `Restored a category and its ${articleIds.length} articles from the trash`,
    });
    // The category exists again for receivers that removed it; then its articles come back.
    await queueWebhookEvent(trx, "category.created", async () =>
      categoryEventData(ctx, (await findCategoryById(trx, item.id))!),
    );
    for (const articleId of articleIds) await queueArticleEvent(ctx, trx, "article.restored", articleId);
  });
  ctx.contentChanges.publish(everything);
}

/** DELETE /api/admin/trash/{articles|categories}/:id (admin): removed for good. */
export async function purgeFromTrash(ctx: AppContext, item: TrashItem, actorId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const article = item.kind === "articles";
    const purged = article ? await purgeArticleRow(trx, item.id) : await purgeCategoryRows(trx, item.id);
    if (!purged) throw notInTrash();
    await recordAudit(trx, actorId, {
      action: article ? "article.purge" : "category.purge",
      entityType: article ? "article" : "category",
      entityId: item.id,
      summary: article ? "Deleted an article for good" : "Deleted a category for good",
    });
  });
}

/** DELETE /api/admin/trash (admin): everything in the trash is removed for good. */
export async function emptyTrash(ctx: AppContext, actorId: number): Promise<void> {
  await purgeTrashedBefore(ctx, "9999-12-31T23:59:59.999Z", actorId);
}

/** The retention job: items in the trash longer than TRASH_RETENTION_DAYS are removed for good. */
export async function purgeExpiredTrash(ctx: AppContext): Promise<void> {
  const before = new Date(clock.nowMs() - ctx.config.trashRetentionDays * 86_400_000).toISOString();
  await purgeTrashedBefore(ctx, before, null);
}

async function purgeTrashedBefore(ctx: AppContext, before: string, actorId: number | null): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const { articleIds, categoryIds } = await trashedBefore(trx, before);
    for (const id of articleIds) await purgeArticleRow(trx, id);
    for (const id of categoryIds) await purgeCategoryRows(trx, id);
    if (articleIds.length + categoryIds.length === 0) return;
    await recordAudit(trx, actorId, {
      action: actorId === null ? "trash.expire" : "trash.empty",
      entityType: "article",
      entityId: null,
      summary: `Deleted ${articleIds.length} articles and ${categoryIds.length} categories from the trash for good`,
    });
  });
}
