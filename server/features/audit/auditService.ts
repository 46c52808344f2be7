import type { ArticleAuditQuery, AuditEntry, AuditPage, AuditQuery } from "../../../shared/schemas/audit.ts";
import { clock } from "../../platform/clock.ts";
import type { AuditLogRow } from "../../platform/db/schema.ts";
import { notFound } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { findArticleById } from "../articles/articleRepo.ts";
import { auditRows, deleteAuditEntriesBefore } from "./auditRepo.ts";

const PAGE_SIZE = 50;
/** A CSV export holds at most this many entries (newest first). */
const CSV_LIMIT = 10_000;

export function presentAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor: row.actorEmail === null ? null : { id: row.actorId, email: row.actorEmail },
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    summary: row.summary,
    changes: row.changes === null ? null : (JSON.parse(row.changes) as AuditEntry["changes"]),
    viaToken:
      row.viaTokenId === null ? null : { id: row.viaTokenId, name: row.viaTokenName ?? `#${row.viaTokenId}` },
  };
}

const filterOf = (query: AuditQuery) => ({
  actor: query.actor,
  action: query.action,
  entityType: query.entityType,
  entityId: query.entityId,
  from: query.from,
  to: query.to,
});

/** GET /api/admin/audit: 50 entries a page, newest first; `nextCursor` continues. */
export async function listAuditEntries(ctx: AppContext, query: AuditQuery): Promise<AuditPage> {
  const rows = await auditRows(ctx.db, ctx.dialect, {
    ...filterOf(query),
    beforeId: query.cursor,
    limit: PAGE_SIZE + 1,
  });
  const page = rows.slice(0, PAGE_SIZE);
  return {
    entries: page.map(presentAuditEntry),
    nextCursor: rows.length > PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * GET /api/admin/articles/:id/audit: what staff and the scheduler did to one article, newest
 * first, 50 a page; for every staff member, unlike the whole log.
 */
export async function listArticleAudit(
  ctx: AppContext,
  articleId: number,
  query: ArticleAuditQuery,
): Promise<AuditPage> {
  if (!(await findArticleById(ctx.db, articleId))) throw notFound("Article not found.");
  return listAuditEntries(ctx, {
    entityType: "article",
    entityId: articleId,
    cursor: query.cursor,
    format: "json",
  });
}

/** A cell as spreadsheets read it: quoted, and never taken for a formula. */
function cell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) || text !== String(value) ? `"${text.replace(/"/g, '""')}"` : text;
}

function actorCell(row: AuditLogRow): string {
  const actor = row.actorEmail ?? "scheduler";
  return row.viaTokenId === null ? actor : `${actor} via token "${row.viaTokenName ?? row.viaTokenId}"`;
}

/** GET /api/admin/audit?format=csv: the same filter, newest first, as CSV (RFC 4180). */
export async function exportAuditCsv(ctx: AppContext, query: AuditQuery): Promise<string> {
  const rows = await auditRows(ctx.db, ctx.dialect, { ...filterOf(query), limit: CSV_LIMIT });
  const lines = [
    ["time", "actor", "action", "entity type", "entity id", "summary", "changes"].join(","),
    ...rows.map((row) =>
      [row.at, actorCell(row), row.action, row.entityType, row.entityId, row.summary, row.changes]
        .map(cell)
        .join(","),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

/** The retention job: entries older than AUDIT_RETENTION_DAYS are deleted. */
export async function pruneAuditLog(ctx: AppContext): Promise<void> {
  const before = new Date(clock.nowMs() - ctx.config.auditRetentionDays * 86_400_000).toISOString();
  await deleteAuditEntriesBefore(ctx.db, before);
}
