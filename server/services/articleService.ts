import type { ArticleInput } from "../../shared/schemas/article.ts";
import type { VerificationInterval } from "../../shared/schemas/verification.ts";
import { slugify } from "../../shared/slugify.ts";
import type { AppContext } from "../context.ts";
import { conflict } from "../errors.ts";
import { articleHtmlToText, sanitizeArticleHtml } from "./articleHtml.ts";
import {
  assertCategoryExists,
  assertPublishable,
  assertSlugFree,
  customDateFor,
  loadArticleRow,
  recordSlug,
  replaceTags,
  storeVersion,
} from "./articleWrites.ts";
import { articlesChanged, notifyContentChange } from "./contentEvents.ts";
import { nextVerificationDue } from "./verificationSchedule.ts";

const STALE_MESSAGE =
  "This article was changed by someone else since you opened it. Reload it to see their changes before saving.";

/** SPEC §4: the slug comes from the title when none is given; a title without Latin letters or digits still gets one. */
function slugFor(input: ArticleInput): string {
  return input.slug ?? (slugify(input.title) || `article-${Date.now().toString(36)}`);
}

/** A unique-index race (two saves at once) is still a 409, never a 500. */
async function mapUniqueViolation<T>(ctx: AppContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (ctx.dialect.isUniqueViolation(error))
      throw conflict("Another article already uses this slug.", "SLUG_TAKEN", "slug");
    throw error;
  }
}

/** The columns an editor's save sets, as create and update both write them. */
function editedColumns(input: ArticleInput, contentHtml: string) {
  return {
    title: input.title,
    summary: input.summary,
    contentHtml,
    contentText: articleHtmlToText(contentHtml),
    status: input.status,
    categoryId: input.categoryId,
    coverImageUrl: input.coverImageUrl,
    coverImagePosition: input.coverImagePosition,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
  };
}

/** SPEC §7 POST /api/admin/articles: sanitised, tagged, versioned and indexed in one transaction. */
export async function createArticle(ctx: AppContext, input: ArticleInput, editorId: number): Promise<number> {
  const now = new Date().toISOString();
  const slug = slugFor(input);
  const contentHtml = sanitizeArticleHtml(input.contentHtml);
  const interval: VerificationInterval = input.verificationInterval ?? "none";
  const customDate = customDateFor(interval, input.customVerificationDate);
  if (input.status === "published") assertPublishable(interval);
  const publishedAt = input.status === "published" ? now : null;
  const id = await mapUniqueViolation(ctx, () =>
    ctx.db.transaction().execute(async (trx) => {
      await assertCategoryExists(trx, input.categoryId);
      await assertSlugFree(trx, slug, null);
      const row = await trx
        .insertInto("articles")
        .values({
          slug,
          ...editedColumns(input, contentHtml),
          featured: input.featured ? 1 : 0,
          publishedAt,
          createdAt: now,
          updatedAt: now,
          helpfulCount: 0,
          notHelpfulCount: 0,
          verificationInterval: interval,
          customVerificationDate: customDate,
          lastVerifiedAt: null,
          verificationExpiresAt: nextVerificationDue(interval, publishedAt, customDate),
          authorId: editorId,
          updatedById: editorId,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await replaceTags(trx, row.id, input.tags);
      await recordSlug(trx, row.id, slug, null);
      await storeVersion(trx, row.id, editorId, now);
      await ctx.search.syncArticle(trx, row.id);
      return row.id;
    }),
  );
  notifyContentChange(ctx, articlesChanged([id], [input.categoryId], input.status === "published"));
  return id;
}

/**
 * SPEC §7 PUT /api/admin/articles/:id. With `updatedAt` (the version the editor started from) a
 * save over someone else's newer save is refused with 409.
 */
export async function updateArticle(
  ctx: AppContext,
  id: number,
  input: ArticleInput,
  editorId: number,
): Promise<void> {
  const now = new Date().toISOString();
  const contentHtml = sanitizeArticleHtml(input.contentHtml);
  const before = await mapUniqueViolation(ctx, () =>
    ctx.db.transaction().execute(async (trx) => {
      const row = await loadArticleRow(trx, id);
      if (input.updatedAt !== undefined && Date.parse(input.updatedAt) !== Date.parse(row.updatedAt))
        throw conflict(STALE_MESSAGE, "STALE_EDIT", "updatedAt");
      const slug = input.slug ?? row.slug;
      const interval = input.verificationInterval ?? row.verificationInterval;
      const customDate = customDateFor(
        interval,
        input.verificationInterval === undefined ? row.customVerificationDate : input.customVerificationDate,
      );
      if (input.status === "published") assertPublishable(interval);
      await assertCategoryExists(trx, input.categoryId);
      await assertSlugFree(trx, slug, id);
      const publishedAt = row.publishedAt ?? (input.status === "published" ? now : null);
      const updated = await trx
        .updateTable("articles")
        .set({
          slug,
          ...editedColumns(input, contentHtml),
          featured: input.featured === undefined ? row.featured : input.featured ? 1 : 0,
          publishedAt,
          updatedAt: now,
          verificationInterval: interval,
          customVerificationDate: customDate,
          verificationExpiresAt: nextVerificationDue(interval, row.lastVerifiedAt ?? publishedAt, customDate),
          updatedById: editorId,
        })
        .where("id", "=", id)
        .where("updatedAt", "=", row.updatedAt)
        .executeTakeFirst();
      // Someone saved between our read and our write.
      if (Number(updated.numUpdatedRows) !== 1) throw conflict(STALE_MESSAGE, "STALE_EDIT", "updatedAt");
      await replaceTags(trx, id, input.tags);
      await recordSlug(trx, id, slug, row.slug);
      await storeVersion(trx, id, editorId, now);
      await ctx.search.syncArticle(trx, id);
      return row;
    }),
  );
  // Home and category counts change only when the article enters, leaves or moves in the lists.
  const listing =
    before.status !== input.status ||
    before.categoryId !== input.categoryId ||
    (input.featured !== undefined && before.featured !== (input.featured ? 1 : 0));
  notifyContentChange(ctx, articlesChanged([id], [before.categoryId, input.categoryId], listing));
}

/** SPEC §7 DELETE /api/admin/articles/:id: tags, versions, ratings and old slugs go with it. */
export async function deleteArticle(ctx: AppContext, id: number): Promise<void> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const found = await loadArticleRow(trx, id);
    await ctx.search.removeArticle(trx, id);
    await trx.deleteFrom("articles").where("id", "=", id).execute();
    return found;
  });
  notifyContentChange(ctx, articlesChanged([id], [row.categoryId], row.status === "published"));
}
