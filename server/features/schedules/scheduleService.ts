import type { Article, StagedArticleFields } from "../../../shared/schemas/article.ts";
import type { ScheduleInput, ScheduleOverview } from "../../../shared/schemas/schedule.ts";
import { clock } from "../../platform/clock.ts";
import { AppError, badRequest, conflict } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { findArticleDraft } from "../articles/articleDraftRepo.ts";
import { presentAdminArticle } from "../articles/articleReads.ts";
import { assertPublishable, loadArticleRow } from "../articles/articleWrites.ts";
import { publishArticleDraft } from "../articles/stagedChangesService.ts";
import { recordAudit } from "../audit/recordAudit.ts";
import { publishArticle, unpublishArticle } from "../verification/verificationService.ts";
import {
  dueSchedules,
  findSchedule,
  recordScheduleFailure,
  scheduleRowsWithTitles,
  takeScheduledChange,
  writeSchedule,
} from "./scheduleRepo.ts";

/**
 * PUT /api/admin/articles/:id/schedule: `publishAt` publishes a draft, or a published article's
 * staged changes, at that time; `unpublishAt` takes the article off the site then. The publishing
 * rules are checked now and again when the time comes. Both null: no schedule.
 */
export async function setSchedule(
  ctx: AppContext,
  id: number,
  input: ScheduleInput,
  userId: number,
): Promise<Article> {
  const now = clock.nowMs();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await loadArticleRow(trx, id);
    const draft = await findArticleDraft(trx, id);
    const { publishAt, unpublishAt } = input;
    if (publishAt !== null) {
      if (Date.parse(publishAt) <= now)
        throw badRequest("The publishing time must be in the future.", "publishAt");
      if (row.status === "published" && !draft)
        throw conflict(
          "The article is published and has no staged changes to publish.",
          "NOTHING_TO_PUBLISH",
        );
      const interval = draft
        ? (JSON.parse(draft.fields) as StagedArticleFields).verificationInterval
        : row.verificationInterval;
      assertPublishable(interval);
    }
    if (unpublishAt !== null) {
      if (Date.parse(unpublishAt) <= now)
        throw badRequest("The unpublishing time must be in the future.", "unpublishAt");
      if (publishAt !== null && Date.parse(unpublishAt) <= Date.parse(publishAt))
        throw badRequest("Unpublish after the article is published.", "unpublishAt");
      if (row.status !== "published" && publishAt === null)
        throw conflict("A draft is not on the site: schedule its publication first.", "NOT_PUBLISHED");
    }
    const before = await findSchedule(trx, id);
    await writeSchedule(trx, { articleId: id, publishAt, unpublishAt, setById: userId });
    await recordAudit(trx, userId, {
      action: "article.schedule",
      entityType: "article",
      entityId: id,
      summary:
        publishAt || unpublishAt ? `Scheduled "${row.title}"` : `Cleared the schedule of "${row.title}"`,
      changes: {
        publishAt: [before?.publishAt ?? null, publishAt],
        unpublishAt: [before?.unpublishAt ?? null, unpublishAt],
      },
    });
    return presentAdminArticle(trx, id);
  });
}

/** The reason a scheduled change could not be made, for staff. */
function reasonOf(error: unknown): string {
  return error instanceof AppError ? error.message : "The change could not be made.";
}

/**
 * The schedule job: makes every change whose time has come (publish first, then unpublish),
 * each taken by one instance only and made by the same services as staff's, so pages, search,
 * feeds and sitemap on every instance follow at once. A change that fails keeps its reason on
 * the schedule (shown on the dashboard) instead of being retried every minute.
 */
export async function runDueSchedules(ctx: AppContext): Promise<void> {
  const now = clock.now().toISOString();
  for (const schedule of await dueSchedules(ctx.db, now)) {
    const id = schedule.articleId;
    const steps: ["publishAt" | "unpublishAt", () => Promise<unknown>][] = [
      [
        "publishAt",
        async () =>
          (await findArticleDraft(ctx.db, id))
            ? publishArticleDraft(ctx, id, null)
            : publishArticle(ctx, id, null),
      ],
      ["unpublishAt", () => unpublishArticle(ctx, id, null)],
    ];
    for (const [field, change] of steps) {
      const at = schedule[field];
      if (at === null || at > now || !(await takeScheduledChange(ctx.db, id, field, at))) continue;
      try {
        await change();
      } catch (error) {
        const reason = reasonOf(error);
        await ctx.db.transaction().execute(async (trx) => {
          await recordScheduleFailure(trx, id, clock.now().toISOString(), reason);
          await recordAudit(trx, null, {
            action: "article.schedule_failed",
            entityType: "article",
            entityId: id,
            summary: `The scheduled ${field === "publishAt" ? "publication" : "unpublication"} failed: ${reason}`,
          });
        });
      }
    }
  }
}

/** GET /api/admin/schedules: the next 20 scheduled changes, soonest first, and the failures. */
export async function getScheduleOverview(ctx: AppContext): Promise<ScheduleOverview> {
  const rows = await scheduleRowsWithTitles(ctx.db);
  const upcoming = rows
    .flatMap((row) => [
      ...(row.publishAt
        ? [{ articleId: row.articleId, title: row.title, action: "publish" as const, at: row.publishAt }]
        : []),
      ...(row.unpublishAt
        ? [{ articleId: row.articleId, title: row.title, action: "unpublish" as const, at: row.unpublishAt }]
        : []),
    ])
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
    .slice(0, 20);
  const failed = rows.flatMap((row) =>
    row.failedAt && row.failure
      ? [{ articleId: row.articleId, title: row.title, failedAt: row.failedAt, failure: row.failure }]
      : [],
  );
  return { upcoming, failed };
}
