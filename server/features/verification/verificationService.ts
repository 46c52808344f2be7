import { VERIFICATION_DUE_SOON_DAYS } from "../../../shared/constants.ts";
import type { Article, StagedArticleFields, VerificationItem } from "../../../shared/schemas/article.ts";
import type { VerificationSettings } from "../../../shared/schemas/verification.ts";
import { clock } from "../../platform/clock.ts";
import { articlesChanged } from "../../platform/contentChanges.ts";
import { mapUniqueViolation } from "../../platform/db/mapUniqueViolation.ts";
import type { AppContext } from "../appContext.ts";
import { findArticleDraft } from "../articles/articleDraftRepo.ts";
import { liveFieldsOf } from "../articles/articleInputFields.ts";
import { presentAdminArticle, presentSummaries } from "../articles/articleReads.ts";
import { summaryRowsNeedingVerification, updateArticleRow } from "../articles/articleRepo.ts";
import { tagsOf } from "../articles/articleTagRepo.ts";
import { assertPublishable, customDateFor, loadArticleRow, storeVersion } from "../articles/articleWrites.ts";
import { slugTaken } from "../articles/slugRules.ts";
import { articleUpdateChange, writeArticleUpdate } from "../articles/writeArticleUpdate.ts";
import { recordAudit } from "../audit/recordAudit.ts";
import { outdatedReportCounts } from "../feedback/feedbackRepo.ts";
import { queueArticleEvent } from "../webhooks/queueWebhookEvent.ts";
import { nextVerificationDue, rollCustomDate } from "./verificationSchedule.ts";

/**
 * POST /api/admin/articles/:id/publish: a draft becomes published, only with a verification
 * interval. Publishing a published article changes nothing. Answers the article as it now is.
 */
export async function publishArticle(ctx: AppContext, id: number, editorId: number | null): Promise<Article> {
  const { changed, article } = await ctx.db.transaction().execute(async (trx) => {
    const row = await loadArticleRow(trx, id);
    assertPublishable(row.verificationInterval);
    if (row.status === "published") return { changed: null, article: await presentAdminArticle(trx, id) };
    const now = new Date().toISOString();
    const publishedAt = row.publishedAt ?? now;
    await updateArticleRow(trx, id, {
      status: "published",
      publishedAt,
      updatedAt: now,
      updatedById: editorId,
      verificationExpiresAt: nextVerificationDue(
        row.verificationInterval,
        row.lastVerifiedAt ?? publishedAt,
        row.customVerificationDate,
      ),
    });
    await storeVersion(trx, id, editorId, now);
    await ctx.search.syncArticle(trx, id);
    await recordAudit(trx, editorId, {
      action: "article.publish",
      entityType: "article",
      entityId: id,
      summary: `Published "${row.title}"`,
      changes: { status: [row.status, "published"] },
    });
    await queueArticleEvent(ctx, trx, "article.published", id);
    return { changed: row, article: await presentAdminArticle(trx, id) };
  });
  if (changed) ctx.contentChanges.publish(articlesChanged([id], [changed.categoryId], true));
  return article;
}

/**
 * POST /api/admin/articles/:id/unpublish: the article leaves every public surface and becomes a
 * draft. Staged changes become the draft's content, so no work is lost; a draft stays as it is.
 */
export async function unpublishArticle(
  ctx: AppContext,
  id: number,
  editorId: number | null,
): Promise<Article> {
  const { before, article } = await mapUniqueViolation(
    ctx.dialect,
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const row = await loadArticleRow(trx, id);
        if (row.status !== "published") return { before: null, article: await presentAdminArticle(trx, id) };
        const draft = await findArticleDraft(trx, id);
        const fields = draft
          ? (JSON.parse(draft.fields) as StagedArticleFields)
          : liveFieldsOf(row, await tagsOf(trx, id));
        const now = clock.now().toISOString();
        await writeArticleUpdate(trx, ctx.search, row, { ...fields, status: "draft" }, editorId, now);
        await recordAudit(trx, editorId, {
          action: "article.unpublish",
          entityType: "article",
          entityId: id,
          summary: `Unpublished "${fields.title}"`,
          changes: { status: ["published", "draft"] },
        });
        await queueArticleEvent(ctx, trx, "article.unpublished", id);
        return { before: row, article: await presentAdminArticle(trx, id) };
      }),
    () => slugTaken("articles"),
  );
  if (before) ctx.contentChanges.publish(articleUpdateChange(before, article));
  return article;
}

/** PUT /api/admin/articles/:id/verification: interval and custom date; the expiry follows. */
export async function setVerificationSettings(
  ctx: AppContext,
  id: number,
  settings: VerificationSettings,
  actorId: number,
): Promise<Article> {
  const { categoryId, article } = await ctx.db.transaction().execute(async (trx) => {
    const row = await loadArticleRow(trx, id);
    // A published article keeps a schedule: it could not have been published without one.
    if (row.status === "published") assertPublishable(settings.verificationInterval);
    const customDate = customDateFor(settings.verificationInterval, settings.customVerificationDate);
    await updateArticleRow(trx, id, {
      verificationInterval: settings.verificationInterval,
      customVerificationDate: customDate,
      verificationExpiresAt: nextVerificationDue(
        settings.verificationInterval,
        row.lastVerifiedAt ?? row.publishedAt,
        customDate,
      ),
    });
    await ctx.search.syncArticle(trx, id);
    await recordAudit(trx, actorId, {
      action: "article.verification_settings",
      entityType: "article",
      entityId: id,
      summary: `Set the verification interval of "${row.title}"`,
      changes: { verificationInterval: [row.verificationInterval, settings.verificationInterval] },
    });
    return { categoryId: row.categoryId, article: await presentAdminArticle(trx, id) };
  });
  ctx.contentChanges.publish(articlesChanged([id], [categoryId], false));
  return article;
}

/**
 * Mark Verified: the next due date is now plus the interval (a custom date moves by the span it
 * had), so the article always leaves the due list.
 */
export async function verifyArticle(ctx: AppContext, id: number, actorId: number): Promise<Article> {
  const { categoryId, article } = await ctx.db.transaction().execute(async (trx) => {
    const row = await loadArticleRow(trx, id);
    const now = new Date().toISOString();
    const interval = row.verificationInterval;
    const customDate =
      interval === "custom" && row.customVerificationDate
        ? rollCustomDate(row.customVerificationDate, row.lastVerifiedAt ?? row.publishedAt, now)
        : row.customVerificationDate;
    await updateArticleRow(trx, id, {
      lastVerifiedAt: now,
      customVerificationDate: customDate,
      verificationExpiresAt: nextVerificationDue(interval, now, customDate),
    });
    await ctx.search.syncArticle(trx, id);
    await recordAudit(trx, actorId, {
      action: "article.verify",
      entityType: "article",
      entityId: id,
      summary: `Verified "${row.title}"`,
    });
    return { categoryId: row.categoryId, article: await presentAdminArticle(trx, id) };
  });
  ctx.contentChanges.publish(articlesChanged([id], [categoryId], false));
  return article;
}

/**
 * GET /api/admin/verification/articles: published articles due now (`dueNow`: the expiry is now
 * or earlier, or readers reported it outdated since its last verification; only these count as
 * needing verification) and those coming up within 14 days; reported ones first, then soonest.
 */
export async function listNeedingVerification(
  ctx: AppContext,
  now = new Date(),
): Promise<VerificationItem[]> {
  const soon = new Date(now.getTime() + VERIFICATION_DUE_SOON_DAYS * 86_400_000).toISOString();
  // Readers' "Outdated" reports since the last verification put an article on the list, first.
  const reported = await outdatedReportCounts(ctx.db);
  const rows = await summaryRowsNeedingVerification(ctx.db, soon, [...reported.keys()]);
  const dueKey = (row: (typeof rows)[number]) =>
    reported.has(row.id) || !row.verificationExpiresAt
      ? Number.NEGATIVE_INFINITY
      : Date.parse(row.verificationExpiresAt);
  rows.sort(
    (a, b) => (reported.get(b.id) ?? 0) - (reported.get(a.id) ?? 0) || dueKey(a) - dueKey(b) || a.id - b.id,
  );
  const summaries = await presentSummaries(ctx.db, rows);
  return summaries.map((summary, index) => {
    const row = rows[index]!;
    const due = row.verificationExpiresAt;
    return {
      ...summary,
      verificationInterval: row.verificationInterval,
      lastVerifiedAt: row.lastVerifiedAt,
      verificationExpiresAt: due,
      // Reported outdated by readers: due now, whatever its date, until it is verified again.
      dueNow: reported.has(row.id) || (due !== null && Date.parse(due) <= now.getTime()),
      reportedOutdated: reported.get(row.id) ?? 0,
    };
  });
}
