import { articleInputSchema } from "../../../shared/schemas/article.ts";
import type { GapLink, GapsClosed } from "../../../shared/schemas/gaps.ts";
import { shiftDay } from "../../lib/shiftDay.ts";
import { utcDay } from "../../lib/utcDay.ts";
import { clock } from "../../platform/clock.ts";
import type { Db } from "../../platform/db/database.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { findArticleById } from "../articles/articleRepo.ts";
import { createArticle } from "../articles/articleService.ts";
import { normalizeQuery } from "../search/query/searchText.ts";
import { allGapLinks, insertGapLink, linksPublishedSince, searchOutcomesSince } from "./gapRepo.ts";

function normalized(query: string): string {
  const text = normalizeQuery(query);
  if (!text) throw badRequest("Give the query", "query");
  return text;
}

/** The queries as stored: normalised, each once, in the order given. */
function distinctQueries(queries: string[]): string[] {
  return [...new Set(queries.map(normalized))];
}

async function insertGapLinks(db: Db, queries: string[], articleId: number, staffId: number | null) {
  const linkedAt = clock.now().toISOString();
  for (const query of queries) await insertGapLink(db, { query, articleId, linkedAt, linkedById: staffId });
}

/**
 * POST /api/admin/gaps: links a query, and any further ones, to an article (linking twice
 * changes nothing).
 */
export async function linkGap(ctx: AppContext, queries: string[], articleId: number, staffId: number | null) {
  const texts = distinctQueries(queries);
  if (!(await findArticleById(ctx.db, articleId))) throw notFound("Article not found.");
  await ctx.db.transaction().execute((trx) => insertGapLinks(trx, texts, articleId, staffId));
  return { ok: true as const };
}

/**
 * POST /api/admin/gaps/write: "Write an article" from no-result or no-click queries: a draft
 * titled with the first, linked to each of them. Answers the draft's id (the editor opens it).
 */
export async function writeForGap(
  ctx: AppContext,
  queries: [string, ...string[]],
  staffId: number,
): Promise<{ articleId: number }> {
  const texts = distinctQueries(queries);
  const title = queries[0].trim().replace(/\s+/g, " ");
  const article = await createArticle(ctx, articleInputSchema.parse({ title, status: "draft" }), staffId);
  await ctx.db.transaction().execute((trx) => insertGapLinks(trx, texts, article.id, staffId));
  return { articleId: article.id };
}

/** GET /api/admin/gaps: every linked query with its article; covered once the article is published. */
export async function listGapLinks(ctx: AppContext): Promise<GapLink[]> {
  return (await allGapLinks(ctx.db)).map((row) => ({
    query: row.query,
    article: { id: row.id, title: row.title, slug: row.slug, status: row.status },
    linkedAt: row.linkedAt,
    covered: row.status === "published",
  }));
}

/**
 * GET /api/admin/gaps/closed: the queries covered in the window (their article published in it),
 * and whether their searches since then found results and were followed by an opened article.
 */
export async function gapsClosed(ctx: AppContext, days: number): Promise<GapsClosed> {
  const to = utcDay(clock.now());
  const from = shiftDay(to, -(days - 1));
  const rows = await linksPublishedSince(ctx.db, `${from}T00:00:00.000Z`);
  const closed = [];
  for (const row of rows) {
    const publishedAt = row.publishedAt!;
    closed.push({
      query: row.query,
      article: { id: row.id, title: row.title, slug: row.slug, status: row.status },
      publishedAt,
      ...(await searchOutcomesSince(ctx.db, row.query, publishedAt)),
    });
  }
  return { window: { days, from, to }, closed };
}
