import type { Article, ArticleInput, StagedArticleFields } from "../../../shared/schemas/article.ts";
import { clock } from "../../platform/clock.ts";
import { mapUniqueViolation } from "../../platform/db/mapUniqueViolation.ts";
import { conflict } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { recordAudit } from "../audit/recordAudit.ts";
import { queueArticleEvent } from "../webhooks/queueWebhookEvent.ts";
import { deleteArticleDraft, findArticleDraft, writeArticleDraft } from "./articleDraftRepo.ts";
import { sanitizeArticleHtml } from "./articleHtml.ts";
import { fieldsFromInput, liveFieldsOf } from "./articleInputFields.ts";
import { presentAdminArticle } from "./articleReads.ts";
import { tagsOf } from "./articleTagRepo.ts";
import { assertCategoryExists, assertPublishable, loadArticleRow } from "./articleWrites.ts";
import { assertSlugFree, slugTaken } from "./slugRules.ts";
import {
  articleUpdateChange,
  assertCurrentRevision,
  staleEdit,
  writeArticleUpdate,
} from "./writeArticleUpdate.ts";

const notPublished = () =>
  conflict(
    "Only a published article keeps staged changes; a draft article is saved directly.",
    "NOT_PUBLISHED",
  );
const nothingStaged = () => conflict("This article has no staged changes.", "NO_STAGED_CHANGES");

/**
 * PUT /api/admin/articles/:id/draft: stores changes to a published article without touching what
 * visitors see (nothing public is read from them, so no cache is told). The same checks as a
 * save apply, so that what is staged can be published; `updatedAt` is the revision the editor
 * started from (409 when someone saved or staged since).
 */
export async function saveArticleDraft(
  ctx: AppContext,
  id: number,
  input: ArticleInput,
  editorId: number,
): Promise<Article> {
  return mapUniqueViolation(
    ctx.dialect,
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const row = await loadArticleRow(trx, id);
        if (row.status !== "published") throw notPublished();
        const draft = await findArticleDraft(trx, id);
        assertCurrentRevision(input.updatedAt, draft?.savedAt ?? row.updatedAt);
        const base = draft
          ? (JSON.parse(draft.fields) as StagedArticleFields)
          : liveFieldsOf(row, await tagsOf(trx, id));
        const fields = fieldsFromInput(input, base);
        assertPublishable(fields.verificationInterval);
        await assertCategoryExists(trx, fields.categoryId);
        await assertSlugFree(trx, "articles", fields.slug, id);
        const written = await writeArticleDraft(
          trx,
          {
            articleId: id,
            fields: JSON.stringify({ ...fields, contentHtml: sanitizeArticleHtml(fields.contentHtml) }),
            savedAt: nextSaveTime(draft?.savedAt ?? null),
            savedById: editorId,
          },
          draft?.savedAt ?? null,
        );
        if (!written) throw staleEdit();
        await recordAudit(trx, editorId, {
          action: "article.stage",
          entityType: "article",
          entityId: id,
          summary: `Saved unpublished changes to "${row.title}"`,
          changes: { title: [row.title, fields.title] },
        });
        return presentAdminArticle(trx, id);
      }),
    () => slugTaken("articles"),
  );
}

/**
 * POST /api/admin/articles/:id/draft/publish: the staged changes go live in one transaction (a
 * new version, the search index), checked by the publishing rules again; every instance's
 * caches and feeds hear of it after the commit.
 */
export async function publishArticleDraft(
  ctx: AppContext,
  id: number,
  editorId: number | null,
): Promise<Article> {
  const now = clock.now().toISOString();
  const { before, article } = await mapUniqueViolation(
    ctx.dialect,
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const row = await loadArticleRow(trx, id);
        const draft = await findArticleDraft(trx, id);
        if (!draft) throw nothingStaged();
        const fields = JSON.parse(draft.fields) as StagedArticleFields;
        await writeArticleUpdate(trx, ctx.search, row, { ...fields, status: "published" }, editorId, now);
        await recordAudit(trx, editorId, {
          action: "article.publish_staged",
          entityType: "article",
          entityId: id,
          summary: `Published the changes to "${fields.title}"`,
          changes: { title: [row.title, fields.title] },
        });
        await queueArticleEvent(
          ctx,
          trx,
          row.status === "published" ? "article.updated" : "article.published",
          id,
        );
        return { before: row, article: await presentAdminArticle(trx, id) };
      }),
    () => slugTaken("articles"),
  );
  ctx.contentChanges.publish(articleUpdateChange(before, article));
  return article;
}

/**
 * DELETE /api/admin/articles/:id/draft: the staged changes are dropped; the live article stays as
 * it is. Discarding twice is no error.
 */
export async function discardArticleDraft(ctx: AppContext, id: number, editorId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await loadArticleRow(trx, id);
    if (!(await findArticleDraft(trx, id))) return;
    await deleteArticleDraft(trx, id);
    await recordAudit(trx, editorId, {
      action: "article.discard",
      entityType: "article",
      entityId: id,
      summary: `Discarded the unpublished changes to "${row.title}"`,
    });
  });
}

/**
 * A staged save's time, later than the one it replaces even within the same millisecond: it is
 * the revision the next save is checked against.
 */
function nextSaveTime(previous: string | null): string {
  const now = clock.nowMs();
  const after = previous === null ? 0 : Date.parse(previous) + 1;
  return new Date(Math.max(now, after)).toISOString();
}
