import type { Article, ArticleInput } from "../../../shared/schemas/article.ts";
import { slugify } from "../../../shared/slugify.ts";
import { clock } from "../../platform/clock.ts";
import { articlesChanged } from "../../platform/contentChanges.ts";
import { mapUniqueViolation } from "../../platform/db/mapUniqueViolation.ts";
import type { AppContext } from "../appContext.ts";
import { recordAudit } from "../audit/recordAudit.ts";
import { queueArticleEvent } from "../webhooks/queueWebhookEvent.ts";
import { findArticleDraft } from "./articleDraftRepo.ts";
import { fieldsFromInput, liveFieldsOf } from "./articleInputFields.ts";
import { presentAdminArticle } from "./articleReads.ts";
import { tagsOf } from "./articleTagRepo.ts";
import { assertCategoryExists, assertPublishable, loadArticleRow } from "./articleWrites.ts";
import { assertSlugFree, slugTaken } from "./slugRules.ts";
import { articleUpdateChange, assertCurrentRevision, writeArticleUpdate } from "./writeArticleUpdate.ts";
import { writeNewArticle } from "./writeNewArticle.ts";

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

/** What a save tells webhooks: it went live, changed what is live, or left the site. */
function liveSaveEvent(before: string, after: string) {
  if (after === "published") return before === "published" ? "article.updated" : "article.published";
  return before === "published" ? "article.unpublished" : null;
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
  // Left out, the interval is the help center's default for new articles.
  const interval = input.verificationInterval ?? (await ctx.settings.get()).default_verification_interval;
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
        await recordAudit(trx, editorId, {
          action: "article.create",
          entityType: "article",
          entityId: row.id,
          summary: `Created "${input.title}" (${input.status})`,
          changes: { title: [null, input.title], status: [null, input.status] },
        });
        if (input.status === "published") await queueArticleEvent(ctx, trx, "article.published", row.id);
        return presentAdminArticle(trx, row.id);
      }),
    () => slugTaken("articles"),
  );
  ctx.contentChanges.publish(articlesChanged([article.id], [input.categoryId], input.status === "published"));
  return article;
}

/**
 * PUT /api/admin/articles/:id: answers the article as saved. With `updatedAt` (the revision the
 * editor started from: its staged changes' `savedAt` when there are some, else the article's
 * `updatedAt`) a save over someone else's newer save is refused with 409. A live save supersedes
 * staged changes, which are dropped.
 */
export async function updateArticle(
  ctx: AppContext,
  id: number,
  input: ArticleInput,
  /** Who saved it; null for imported content. */
  editorId: number | null,
): Promise<Article> {
  const now = clock.now().toISOString();
  const { before, article } = await mapUniqueViolation(
    ctx.dialect,
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const row = await loadArticleRow(trx, id);
        const draft = await findArticleDraft(trx, id);
        assertCurrentRevision(input.updatedAt, draft?.savedAt ?? row.updatedAt);
        const fields = fieldsFromInput(input, liveFieldsOf(row, await tagsOf(trx, id)));
        await writeArticleUpdate(trx, ctx.search, row, { ...fields, status: input.status }, editorId, now);
        await recordAudit(trx, editorId, {
          action:
            row.status !== "published" && input.status === "published" ? "article.publish" : "article.update",
          entityType: "article",
          entityId: id,
          summary: `Saved "${fields.title}"`,
          changes: {
            title: [row.title, fields.title],
            status: [row.status, input.status],
            slug: [row.slug, fields.slug],
          },
        });
        const liveEvent = liveSaveEvent(row.status, input.status);
        if (liveEvent) await queueArticleEvent(ctx, trx, liveEvent, id);
        return { before: row, article: await presentAdminArticle(trx, id) };
      }),
    () => slugTaken("articles"),
  );
  ctx.contentChanges.publish(articleUpdateChange(before, article));
  return article;
}
