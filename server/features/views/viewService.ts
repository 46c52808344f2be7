import { createHmac } from "node:crypto";
import { isbot } from "isbot";
import type {
  ArticleActivity,
  LowRatedArticle,
  ViewsQuery,
  ViewsReport,
} from "../../../shared/schemas/views.ts";
import { shiftDay } from "../../lib/shiftDay.ts";
import { utcDay } from "../../lib/utcDay.ts";
import { wilsonLowerBound } from "../../lib/wilsonLowerBound.ts";
import { clock } from "../../platform/clock.ts";
import { notFound } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { findArticleById, findPublishedArticleBySlug } from "../articles/articleRepo.ts";
import {
  addDayView,
  claimViewVisitor,
  dailyViewsOf,
  ratedPublishedArticles,
  totalViews,
  viewsPerArticle,
  votesOfSince,
} from "./viewRepo.ts";

export interface Viewer {
  /** The signed visitor cookie's id, when the request carried one. */
  visitorId: string | null;
  ip: string;
  userAgent: string | undefined;
}

/** A rating takes this many votes before the Low-rated report ranks it. */
export const LOW_RATED_MIN_VOTES = 5;
/** The Low-rated report's length. */
export const LOW_RATED_COUNT = 20;
/** The dashboard's most-read list. */
export const MOST_READ_COUNT = 10;
/** The editor's chart: this many days, today included. */
export const ACTIVITY_DAYS = 90;

/**
 * POST /api/public/articles/:slug/view, the beacon an article page sends after it has loaded
 * (so pages served from a cache count too): one view per visitor per article per UTC day. The
 * visitor is the signed cookie, or the address without one, kept only as a keyed hash of (day,
 * article, visitor). Requests whose User-Agent is a known bot's (or missing) count nothing.
 * Answers whether the view counted.
 */
export async function recordArticleView(ctx: AppContext, slug: string, viewer: Viewer): Promise<boolean> {
  const article = await findPublishedArticleBySlug(ctx.db, slug);
  if (!article) throw notFound("Article not found.");
  if (!viewer.userAgent || isbot(viewer.userAgent)) return false;
  const day = utcDay(clock.now());
  const who = viewer.visitorId ? `v:${viewer.visitorId}` : `ip:${viewer.ip}`;
  const visitorKey = createHmac("sha256", ctx.visitorCookieKey)
    .update(`article view\n${day}\n${article.id}\n${who}`)
    .digest("base64url")
    .slice(0, 27);
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await claimViewVisitor(trx, visitorKey, day))) return false;
    await addDayView(trx, article.id, day);
    return true;
  });
}

/** The window of `days` UTC days ending today, and the one just before it. */
function windowsOf(days: number) {
  const to = utcDay(clock.now());
  const from = shiftDay(to, -(days - 1));
  return { from, to, previousFrom: shiftDay(from, -days), previousTo: shiftDay(from, -1) };
}

/** GET /api/admin/analytics/views: views in the window against the window before. */
export async function viewsReport(ctx: AppContext, query: ViewsQuery): Promise<ViewsReport> {
  const { from, to, previousFrom, previousTo } = windowsOf(query.days);
  const current = await viewsPerArticle(ctx.db, from, to, {
    articleIds: query.articleIds,
    limit: query.articleIds ? undefined : MOST_READ_COUNT,
    publishedOnly: !query.articleIds,
  });
  const ids = query.articleIds ?? current.map((row) => row.id);
  const previous = new Map(
    (await viewsPerArticle(ctx.db, previousFrom, previousTo, { articleIds: ids })).map((row) => [
      row.id,
      row.views,
    ]),
  );
  return {
    window: { days: query.days, from, to },
    total: await totalViews(ctx.db, from, to),
    previousTotal: await totalViews(ctx.db, previousFrom, previousTo),
    articles: current.map((row) => ({ ...row, previousViews: previous.get(row.id) ?? 0 })),
  };
}

/** GET /api/admin/articles/:id/activity: views and votes per UTC day of the last 90. */
export async function articleActivity(ctx: AppContext, id: number): Promise<ArticleActivity> {
  if (!(await findArticleById(ctx.db, id))) throw notFound("Article not found.");
  const { from, to } = windowsOf(ACTIVITY_DAYS);
  const days = new Map<string, { day: string; views: number; helpful: number; notHelpful: number }>();
  for (let day = from; day <= to; day = shiftDay(day, 1))
    days.set(day, { day, views: 0, helpful: 0, notHelpful: 0 });
  for (const row of await dailyViewsOf(ctx.db, id, from)) {
    const entry = days.get(row.day);
    if (entry) entry.views = row.views;
  }
  for (const vote of await votesOfSince(ctx.db, id, `${from}T00:00:00.000Z`)) {
    const entry = days.get(utcDay(new Date(vote.createdAt)));
    if (!entry) continue;
    if (vote.value === 1) entry.helpful += 1;
    else entry.notHelpful += 1;
  }
  return { days: [...days.values()] };
}

/**
 * GET /api/admin/analytics/low-rated: published articles with at least 5 votes, least surely
 * helpful first (the lower bound of the Wilson interval of the helpful share, not the raw share).
 */
export async function lowRatedArticles(ctx: AppContext): Promise<LowRatedArticle[]> {
  const rows = await ratedPublishedArticles(ctx.db, LOW_RATED_MIN_VOTES);
  return rows
    .map((row) => ({
      ...row,
      helpfulLowerBound: wilsonLowerBound(row.helpfulCount, row.helpfulCount + row.notHelpfulCount),
    }))
    .sort((a, b) => a.helpfulLowerBound - b.helpfulLowerBound || a.id - b.id)
    .slice(0, LOW_RATED_COUNT);
}
