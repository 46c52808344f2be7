import { articleInputSchema } from "../../../shared/schemas/article.ts";
import type { GapLink, GapsClosed } from "../../../shared/schemas/gaps.ts";
import { shiftDay } from "../../lib/shiftDay.ts";
import { utcDay } from "../../lib/utcDay.ts";
import { clock } from "../../platform/clock.ts";
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

/** POST /api/admin/gaps: links a query to an article (linking twice changes nothing). */
export async function linkGap(ctx: AppContext, query: string, articleId: number, staffId: number | null) {
  if (!(await findArticleById(ctx.db, articleId))) throw notFound("Article not found.");
  await insertGapLink(ctx.db, {
    query: normalized(query),
    articleId,
    linkedAt: clock.now().toISOString(),
    linkedById: staffId,
  });
  return { ok: true as const };
}

/**
 * POST /api/admin/gaps/write: "Write an article" from a no-result or no-click query: a draft
 * titled with the query, linked to it. Answers the draft's id (the editor opens it).
 */
export async function writeForGap(
  ctx: AppContext,
  query: string,
  staffId: number,
): Promise<{ articleId: number }> {
  const text = normalized(query);
  const title = query.trim().replace(/\s+/g, " ");
  const article = await createArticle(ctx, articleInputSchema.parse({ title, status: "draft" }), staffId);
  await insertGapLink(ctx.db, {
    query: text,
    articleId: article.id,
    linkedAt: clock.now().toISOString(),
    linkedById: staffId,
  });
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
