import type { FastifyBaseLogger } from "fastify";
import { analyticsWindowDays } from "../../shared/schemas/analytics.ts";
import type { AppContext } from "../features/appContext.ts";
import { pruneAuditLog } from "../features/audit/auditService.ts";
import { pruneSessions } from "../features/auth/sessions.ts";
import { checkArticles } from "../features/health/contentHealthService.ts";
import { deleteExpiredPreviewLinks } from "../features/previews/previewLinkRepo.ts";
import { runDueSchedules } from "../features/schedules/scheduleService.ts";
import { pruneSearchEvents } from "../features/search/events/searchEventRetention.ts";
import { bringWindowUpToDate } from "../features/search/events/searchWindows.ts";
import { startImportJobs } from "../features/transfer/importJobs.ts";
import { purgeExpiredTrash } from "../features/trash/trashService.ts";
import { deleteViewVisitorsBefore } from "../features/views/viewRepo.ts";
import { deleteWebhookDeliveriesBefore } from "../features/webhooks/webhookRepo.ts";
import { utcDay } from "../lib/utcDay.ts";
import { clock } from "../platform/clock.ts";
import { claimJobRun, finishJobRun } from "../platform/jobs/jobRunRepo.ts";

export interface ScheduledJob {
  name: string;
  everyMs: number;
  run(ctx: AppContext): Promise<unknown>;
}

/** Housekeeping every instance would otherwise repeat. Each job is safe to run again. */
export const housekeepingJobs: ScheduledJob[] = [
  // Scheduled publishing: each tick (a minute) makes the changes whose time has come, so a change
  // happens within a minute of its time; after a stop, at the next start.
  { name: "run-schedules", everyMs: 30_000, run: runDueSchedules },
  { name: "prune-sessions", everyMs: 3_600_000, run: pruneSessions },
  // Removes what has been in the trash longer than TRASH_RETENTION_DAYS.
  { name: "empty-old-trash", everyMs: 3_600_000, run: purgeExpiredTrash },
  // Deletes audit entries older than AUDIT_RETENTION_DAYS.
  { name: "prune-audit-log", everyMs: 3_600_000, run: pruneAuditLog },
  {
    name: "prune-preview-links",
    everyMs: 3_600_000,
    run: (ctx) => deleteExpiredPreviewLinks(ctx.db, clock.now().toISOString()),
  },
  {
    name: "prune-search-events",
    everyMs: 3_600_000,
    run: (ctx) => pruneSearchEvents(ctx.db, ctx.config.searchEventRetentionDays),
  },
  // A visitor counts once per article per day: the past days' view hashes are of no further use.
  {
    name: "prune-view-visitors",
    everyMs: 3_600_000,
    run: (ctx) => deleteViewVisitorsBefore(ctx.db, utcDay(clock.now())),
  },
  // The webhook delivery log keeps 30 days; deliveries still being retried stay.
  {
    name: "prune-webhook-deliveries",
    everyMs: 3_600_000,
    run: (ctx) =>
      deleteWebhookDeliveriesBefore(ctx.db, new Date(clock.nowMs() - 30 * 86_400_000).toISOString()),
  },
  // Import jobs whose instance stopped are taken over (when their files are here too); the job
  // runs in the background so the other housekeeping is not held up.
  {
    name: "resume-imports",
    everyMs: 60_000,
    run: async (ctx) => {
      void startImportJobs(ctx, () => undefined);
    },
  },
  // Links break and files go missing without a save of the article itself; dates pass.
  { name: "content-health", everyMs: 86_400_000, run: (ctx) => checkArticles(ctx, "all") },
  // Moves the analytics windows on soon after midnight UTC; a dashboard read before it does it itself.
  {
    name: "rebase-search-windows",
    everyMs: 600_000,
    run: async (ctx) => {
      for (const days of analyticsWindowDays) await bringWindowUpToDate(ctx.db, days, utcDay(clock.now()));
    },
  },
];

/** How often an instance asks whether a job is due: a job runs at most this late. */
const TICK_MS = 60_000;

/**
 * Runs each job once per period across all instances sharing the database: whichever instance
 * claims it first (jobRunRepo.claim) runs it, the others skip. An instance that dies mid-way
 * leaves the claim to expire, and the next period's claimant runs the job again. Returns a stop
 * function.
 */
export function startScheduledJobs(
  ctx: AppContext,
  log: FastifyBaseLogger,
  jobs: ScheduledJob[] = housekeepingJobs,
  tickMs = TICK_MS,
): () => Promise<void> {
  const { db } = ctx;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    for (const job of jobs) {
      try {
        if (!(await claimJobRun(db, job.name, clock.now(), job.everyMs))) continue;
        await job.run(ctx);
        await finishJobRun(db, job.name, clock.now());
      } catch (error) {
        log.warn({ err: error, job: job.name }, "scheduled job failed; it runs again next period");
      }
    }
  };
  running = tick();
  const timer = setInterval(() => {
    running = running.then(tick);
  }, tickMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
