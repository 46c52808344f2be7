import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { ImportJob, ImportSource, ImportUploadFields } from "../../../shared/schemas/importJob.ts";
import { type ImportReport, importReportSchema } from "../../../shared/schemas/transfer.ts";
import { clock } from "../../platform/clock.ts";
import type { ImportJobRow } from "../../platform/db/schema.ts";
import { badRequest, conflict, notFound } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { recordAudit } from "../audit/recordAudit.ts";
import { archiveContentRoot } from "./archiveContentRoot.ts";
import {
  claimableImportJobs,
  claimImportJob,
  findImportJob,
  importJobWithAuthor,
  insertImportJob,
  RUNNING_LOCK,
  updateImportJob,
  waitingImportJobs,
} from "./importJobRepo.ts";
import { DEFAULT_ZIP_LIMITS, extractZip, type ZipLimits } from "./safeZipExtract.ts";

/** A job whose holder showed no progress for this long has stopped: another instance may take it. */
const STALE_AFTER_MS = 5 * 60_000;
/** Progress is written at most this often (every article would be a write per article). */
const PROGRESS_EVERY_MS = 250;
const IMPORTS_DIR = "imports";

type Options = Pick<ImportUploadFields, "categories" | "verification">;

/** Thrown from the progress callback when the app is closing: the job is left for a later claim. */
class Stopping extends Error {}

interface Runner {
  running: Set<Promise<void>>;
  stopping: boolean;
}
const runners = new WeakMap<AppContext, Runner>();
const runnerOf = (ctx: AppContext): Runner => {
  let runner = runners.get(ctx);
  if (!runner) {
    runner = { running: new Set(), stopping: false };
    runners.set(ctx, runner);
  }
  return runner;
};

const now = () => clock.now().toISOString();
const workDirOf = (ctx: AppContext, job: Pick<ImportJobRow, "workDir">) =>
  path.join(ctx.config.dataDir, job.workDir);
const removeWorkDir = (ctx: AppContext, job: Pick<ImportJobRow, "workDir">) =>
  fs.rmSync(workDirOf(ctx, job), { recursive: true, force: true });

function sourceOf(root: string, asked: ImportUploadFields["source"]): ImportSource {
  const zendesk = ["categories.json", "sections.json", "articles.json"];
  const looksZendesk = fs.existsSync(path.join(root, "articles.json"));
  const source = asked === "auto" ? (looksZendesk ? "zendesk" : "markdown") : asked;
  if (source === "zendesk") {
    const missing = zendesk.filter((file) => !fs.existsSync(path.join(root, file)));
    if (missing.length > 0)
      throw badRequest(
        `This is not a Zendesk Guide export: ${missing.join(", ")} missing at its top.`,
        "file",
      );
  } else {
    const hasArticle = fs
      .readdirSync(root, { withFileTypes: true })
      .some(
        (entry) =>
          entry.isDirectory() &&
          fs.readdirSync(path.join(root, entry.name)).some((name) => name.endsWith(".md")),
      );
    if (!hasArticle)
      throw badRequest(
        "No articles found: a Markdown import holds <category>/<article>.md files (or use a Zendesk export).",
        "file",
      );
  }
  return source;
}

async function refuseWhileRunning(ctx: AppContext): Promise<void> {
  const running = await ctx.db
    .selectFrom("importJobs")
    .select("id")
    .where("runningLock", "is not", null)
    .executeTakeFirst();
  if (running) throw conflict("Another import is running: wait until it ends.", "IMPORT_RUNNING");
}

/**
 * Accepts an uploaded .zip: unpacks it safely (safeZipExtract.ts), tells its kind, and starts
 * the job that checks it (a dry run). A checked import still waiting for confirmation is
 * replaced; while another import checks or runs, the answer is 409.
 */
export async function acceptImportUpload(
  ctx: AppContext,
  userId: number,
  upload: { zipFile: string; fileName: string; fields: ImportUploadFields },
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<ImportJobRow> {
  await refuseWhileRunning(ctx);
  const workDir = path.join(IMPORTS_DIR, `${Date.now()}-${randomBytes(6).toString("hex")}`);
  const folder = path.join(ctx.config.dataDir, workDir);
  fs.mkdirSync(path.dirname(folder), { recursive: true });
  await extractZip(upload.zipFile, folder, limits);
  try {
    const source = sourceOf(archiveContentRoot(folder), upload.fields.source);
    for (const waiting of await waitingImportJobs(ctx.db)) {
      if (await updateImportJob(ctx.db, waiting.id, "checked", { status: "cancelled", updatedAt: now() }))
        removeWorkDir(ctx, waiting);
    }
    const options: Options = {
      categories: upload.fields.categories,
      verification: upload.fields.verification,
    };
    let id: number;
    try {
      id = await insertImportJob(ctx.db, {
        source,
        fileName: upload.fileName.slice(0, 200),
        options: JSON.stringify(options),
        workDir,
        status: "checking",
        runningLock: RUNNING_LOCK,
        done: 0,
        total: 0,
        createdBy: userId,
        createdAt: now(),
        updatedAt: now(),
        claimedAt: null,
      });
    } catch (error) {
      if (ctx.dialect.isUniqueViolation(error))
        throw conflict("Another import is running: wait until it ends.", "IMPORT_RUNNING");
      throw error;
    }
    return (await findImportJob(ctx.db, id))!;
  } catch (error) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

/** Confirms a checked import: the job then imports for real. 409 while another one runs. */
export async function confirmImport(ctx: AppContext, id: number): Promise<ImportJobRow> {
  const job = await findImportJob(ctx.db, id);
  if (!job) throw notFound("No such import.");
  if (job.status !== "checked")
    throw conflict(
      job.status === "cancelled"
        ? "A newer upload replaced this import: confirm that one instead."
        : "This import is not waiting for confirmation.",
      "IMPORT_NOT_CHECKED",
    );
  try {
    const updated = await updateImportJob(ctx.db, id, "checked", {
      status: "importing",
      runningLock: RUNNING_LOCK,
      done: 0,
      claimedAt: null,
      updatedAt: now(),
    });
    if (!updated) throw conflict("This import is not waiting for confirmation.", "IMPORT_NOT_CHECKED");
  } catch (error) {
    if (ctx.dialect.isUniqueViolation(error))
      throw conflict("Another import is running: wait until it ends.", "IMPORT_RUNNING");
    throw error;
  }
  return (await findImportJob(ctx.db, id))!;
}

const parseReport = (text: string | null): ImportReport | null =>
  text === null ? null : importReportSchema.parse(JSON.parse(text));

/** The job as staff see it. */
export async function presentImportJob(ctx: AppContext, id: number): Promise<ImportJob> {
  const row = await importJobWithAuthor(ctx.db, id);
  if (!row) throw notFound("No such import.");
  return {
    id: row.id,
    source: row.source as ImportSource,
    fileName: row.fileName,
    status: row.status as ImportJob["status"],
    done: row.done,
    total: row.total,
    dryRunReport: parseReport(row.dryRunReport),
    report: parseReport(row.report),
    error: row.error,
    createdBy: row.authorEmail,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * Runs, in the background, every job that should run and nobody holds, when its files are on
 * this instance (DATA_DIR/imports). Called after an upload or a confirmation, and every minute
 * by the scheduler, which also takes over jobs of an instance that stopped.
 */
export function startImportJobs(ctx: AppContext, onError: (error: unknown) => void): Promise<void> {
  const runner = runnerOf(ctx);
  if (runner.stopping) return Promise.resolve();
  const work = (async () => {
    const staleBefore = new Date(clock.now().getTime() - STALE_AFTER_MS).toISOString();
    for (const job of await claimableImportJobs(ctx.db, staleBefore)) {
      if (!fs.existsSync(workDirOf(ctx, job))) continue;
      if (!(await claimImportJob(ctx.db, job.id, now(), staleBefore))) continue;
      await runImportJob(ctx, job);
    }
  })().catch(onError);
  runner.running.add(work);
  void work.finally(() => runner.running.delete(work));
  return work;
}

/** Lets running jobs stop at their next article (app shutdown); another claim resumes them. */
export async function stopImportJobs(ctx: AppContext): Promise<void> {
  const runner = runnerOf(ctx);
  runner.stopping = true;
  await Promise.all([...runner.running]);
}

async function runImportJob(ctx: AppContext, job: ImportJobRow): Promise<void> {
  const status = job.status as "checking" | "importing";
  const dryRun = status === "checking";
  const options = JSON.parse(job.options) as Options;
  const report: ImportReport = {
    dryRun,
    created: { categories: 0, articles: 0, media: 0 },
    updated: { categories: 0, articles: 0, media: 0 },
    skipped: [],
    warnings: [],
    redirects: 0,
  };
  let lastWrite = 0;
  let progress: Promise<unknown> = Promise.resolve();
  const onProgress = (done: number, total: number) => {
    if (runnerOf(ctx).stopping) throw new Stopping();
    const at = Date.now();
    if (at - lastWrite < PROGRESS_EVERY_MS && done < total) return;
    lastWrite = at;
    progress = progress.then(() =>
      updateImportJob(ctx.db, job.id, status, { done, total, updatedAt: now() }),
    );
  };
  const root = archiveContentRoot(workDirOf(ctx, job));
  const userId = job.createdBy;
  try {
    // The importers (and the YAML parser) are loaded by the first import: most instances never run one.
    if (job.source === "zendesk") {
      const { importZendesk } = await import("./zendeskImport.ts");
      await importZendesk(ctx, root, {
        dryRun,
        userId,
        categoriesFrom: options.categories,
        verificationInterval: options.verification,
        onProgress,
        report,
      });
    } else {
      const { importMarkdown } = await import("./markdownImport.ts");
      await importMarkdown(ctx, root, { dryRun, userId, onProgress, report });
    }
    await progress;
    if (dryRun) {
      await updateImportJob(ctx.db, job.id, status, {
        status: "checked",
        runningLock: null,
        dryRunReport: JSON.stringify(report),
        updatedAt: now(),
      });
      return;
    }
    await finishImport(ctx, job, { status: "done", report, error: null });
    // An import can write more articles than the database held before it. The import is done
    // whatever this answers: autovacuum, where it runs, settles the tables later anyway.
    await ctx.dialect.settleAfterBulkWrite(ctx.db).catch(() => undefined);
  } catch (error) {
    await progress.catch(() => undefined);
    if (error instanceof Stopping) return;
    const message = error instanceof Error ? error.message : String(error);
    if (dryRun) {
      await updateImportJob(ctx.db, job.id, status, {
        status: "failed",
        runningLock: null,
        dryRunReport: JSON.stringify(report),
        error: message,
        updatedAt: now(),
      });
      removeWorkDir(ctx, job);
      return;
    }
    await finishImport(ctx, job, { status: "failed", report, error: message });
  }
}

/** Ends an import (done or failed) with its report and one audit entry, in one transaction. */
async function finishImport(
  ctx: AppContext,
  job: ImportJobRow,
  end: { status: "done" | "failed"; report: ImportReport; error: string | null },
): Promise<void> {
  const { report } = end;
  const refused = report.skipped.filter((item) => item.reason !== "unchanged").length;
  await ctx.db.transaction().execute(async (trx) => {
    const ended = await updateImportJob(trx, job.id, "importing", {
      status: end.status,
      runningLock: null,
      report: JSON.stringify(report),
      error: end.error,
      updatedAt: now(),
    });
    if (!ended) return;
    await recordAudit(trx, job.createdBy, {
      action: end.status === "done" ? "import.complete" : "import.fail",
      entityType: "import",
      entityId: job.id,
      summary:
        `${end.status === "done" ? "Imported" : "Import failed:"} ${job.source === "zendesk" ? "Zendesk" : "Markdown"} ` +
        `archive ${job.fileName}: ${report.created.articles} articles created, ${report.updated.articles} updated, ` +
        `${refused} skipped, ${report.created.categories} categories and ${report.created.media} media files created` +
        (end.error ? ` (${end.error})` : ""),
      changes: {
        source: [null, job.source],
        articlesCreated: [null, report.created.articles],
        articlesUpdated: [null, report.updated.articles],
        articlesSkipped: [null, refused],
        categoriesCreated: [null, report.created.categories],
        mediaCreated: [null, report.created.media],
      },
    });
  });
  removeWorkDir(ctx, job);
}
