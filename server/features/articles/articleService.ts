import type { Article, ArticleInput } from "../../../shared/schemas/article.ts";
import { slugify } from "../../../shared/slugify.ts";
import { articlesChanged } from "../../platform/contentChanges.ts";
import { mapUniqueViolation } from "../../platform/db/mapUniqueViolation.ts";
import { conflict } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { nextVerificationDue } from "../verification/verificationSchedule.ts";
import { presentAdminArticle } from "./articleReads.ts";
import { deleteArticleRow, updateArticleRow } from "./articleRepo.ts";
import { replaceTags } from "./articleTagRepo.ts";
import {
  articleBody,
  assertCategoryExists,
  assertPublishable,
  customDateFor,
  loadArticleRow,
  storeVersion,
} from "./articleWrites.ts";
import { recordSlug } from "./slugRepo.ts";
import { assertSlugFree, slugTaken } from "./slugRules.ts";
import { writeNewArticle } from "./writeNewArticle.ts";

const STALE_MESSAGE =
  "This article was changed by someone else since you opened it. Reload it to see their changes before saving.";
const staleEdit = () => conflict(STALE_MESSAGE, "STALE_EDIT", "updatedAt");

/** The slug comes from the title when none is given; a title without Latin letters or digits gets one too. */
function slugFor(input: ArticleInput): string {
  return input.slug ?? (slugify(input.title) || `article-${Date.now().toString(36)}`);
}

/** The fields an editor's save sets as given, on create and update alike. */
function editedFields(input: ArticleInput) {
  return {
    title: input.title,
    summary: input.summary,
    status: input.status,
    categoryId: input.categoryId,
    coverImageUrl: input.coverImageUrl,
    coverImagePosition: input.coverImagePosition,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
  };
}

/**
 * POST /api/admin/articles: sanitised, tagged, versioned and indexed in one transaction; answers
 * the article as written.
 */
export async function createArticle(
  ctx: AppContext,
  input: ArticleInput,
  /** Who wrote it; null for imported content. */
  editorId: number | null,
): Promise<Article> {
  const slug = slugFor(input);
  const interval = input.verificationInterval ?? "none";
  if (input.status === "published") assertPublishable(interval);
  const article = await mapUniqueViolation(
    ctx.dialect,
    () =>
      ctx.db.transaction().execute(async (trx) => {
        await assertCategoryExists(trx, input.categoryId);
        await assertSlugFree(trx, "articles", slug, null);
        const row = await writeNewArticle(trx, ctx.search, {
          slug,
          ...editedFields(input),
          contentHtml: input.contentHtml,
          featured: input.featured ?? false,
          tags: input.tags,
          verificationInterval: interval,
          customVerificationDate: input.customVerificationDate,
          authorId: editorId,
        });
        return presentAdminArticle(trx, row.id);
      }),
    () => slugTaken("articles"),
  );
  ctx.contentChanges.publish(articlesChanged([article.id], [input.categoryId], input.status === "published"));
  return article;
}

/**
 * PUT /api/admin/articles/:id: answers the article as saved. With `updatedAt` (the version the editor started from) a
 * save over someone else's newer save is refused with 409.
 */
export async function updateArticle(
  ctx: AppContext,
  id: number,
  input: ArticleInput,
  /** Who saved it; null for imported content. */
  editorId: number | null,
): Promise<Article> {
  const now = new Date().toISOString();
  const body = articleBody(input.contentHtml);
  const { before, article } = await mapUniqueViolation(
    ctx.dialect,
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const row = await loadArticleRow(trx, id);
        if (input.updatedAt !== undefined && Date.parse(input.updatedAt) !== Date.parse(row.updatedAt))
          throw staleEdit();
        const slug = input.slug ?? row.slug;
        const interval = input.verificationInterval ?? row.verificationInterval;
        const customDate = customDateFor(
          interval,
          input.verificationInterval === undefined
            ? row.customVerificationDate
            : input.customVerificationDate,
        );
        if (input.status === "published") assertPublishable(interval);
        await assertCategoryExists(trx, input.categoryId);
        await assertSlugFree(trx, "articles", slug, id);
        const publishedAt = row.publishedAt ?? (input.status === "published" ? now : null);
        const written = await updateArticleRow(
          trx,
          id,
          {
            slug,
            ...editedFields(input),
            ...body,
            featured: input.featured === undefined ? row.featured : input.featured ? 1 : 0,
            publishedAt,
            updatedAt: now,
            verificationInterval: interval,
            customVerificationDate: customDate,
            verificationExpiresAt: nextVerificationDue(
              interval,
              row.lastVerifiedAt ?? publishedAt,
              customDate,
            ),
            updatedById: editorId,
          },
          row.updatedAt,
        );
        // Someone saved between our read and our write.
        if (!written) throw staleEdit();
        await replaceTags(trx, id, input.tags);
        await recordSlug(trx, id, slug, row.slug, now);
        await storeVersion(trx, id, editorId, now);
        await ctx.search.syncArticle(trx, id);
        return { before: row, article: await presentAdminArticle(trx, id) };
      }),
    () => slugTaken("articles"),
  );
  // Home and category counts change only when the article enters, leaves or moves in the lists.
  const listing =
    before.status !== input.status ||
    before.categoryId !== input.categoryId ||
    (input.featured !== undefined && before.featured !== (input.featured ? 1 : 0));
  ctx.contentChanges.publish(articlesChanged([id], [before.categoryId, input.categoryId], listing));
  return article;
}

/** DELETE /api/admin/articles/:id: tags, versions, ratings and old slugs go with it. */
export async function deleteArticle(ctx: AppContext, id: number): Promise<void> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const found = await loadArticleRow(trx, id);
    await ctx.search.removeArticle(trx, id);
    await deleteArticleRow(trx, id);
    return found;
  });
  ctx.contentChanges.publish(articlesChanged([id], [row.categoryId], row.status === "published"));
}
