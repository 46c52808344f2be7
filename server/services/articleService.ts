import type { ArticleInput } from "../../shared/schemas/article.ts";
import { slugify } from "../../shared/slugify.ts";
import type { AppContext } from "../context.ts";
import { deleteArticleRow, updateArticleRow } from "../db/repos/articleRepo.ts";
import { replaceTags } from "../db/repos/articleTagRepo.ts";
import { recordSlug } from "../db/repos/slugRepo.ts";
import { conflict } from "../errors.ts";
import {
  articleBody,
  assertCategoryExists,
  assertPublishable,
  customDateFor,
  loadArticleRow,
  storeVersion,
} from "./articleWrites.ts";
import { notifyContentChange } from "./contentEvents.ts";
import { mapUniqueViolation } from "./mapUniqueViolation.ts";
import { assertSlugFree, slugTaken } from "./slugRules.ts";
import { nextVerificationDue } from "./verificationSchedule.ts";
import { writeNewArticle } from "./writeNewArticle.ts";

const STALE_MESSAGE =
  "This article was changed by someone else since you opened it. Reload it to see their changes before saving.";
const staleEdit = () => conflict(STALE_MESSAGE, "STALE_EDIT", "updatedAt");

/** SPEC §4: the slug comes from the title when none is given; a title without Latin letters or digits still gets one. */
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

/** SPEC §7 POST /api/admin/articles: sanitised, tagged, versioned and indexed in one transaction. */
export async function createArticle(ctx: AppContext, input: ArticleInput, editorId: number): Promise<number> {
  const slug = slugFor(input);
  const interval = input.verificationInterval ?? "none";
  if (input.status === "published") assertPublishable(interval);
  const id = await mapUniqueViolation(
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
        return row.id;
      }),
    () => slugTaken("articles"),
  );
  notifyContentChange(ctx);
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
  const body = articleBody(input.contentHtml);
  await mapUniqueViolation(
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
      }),
    () => slugTaken("articles"),
  );
  notifyContentChange(ctx);
}

/** SPEC §7 DELETE /api/admin/articles/:id: tags, versions, ratings and old slugs go with it. */
export async function deleteArticle(ctx: AppContext, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await loadArticleRow(trx, id);
    await ctx.search.removeArticle(trx, id);
    await deleteArticleRow(trx, id);
  });
  notifyContentChange(ctx);
}
