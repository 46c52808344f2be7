import { ADMIN_PAGE_SIZE } from "../../../shared/constants.ts";
import type {
  AdminArticleListQuery,
  AdminArticleSummary,
  Article,
  ArticleVersion,
  ArticleVersionDetail,
} from "../../../shared/schemas/article.ts";
import { clock } from "../../platform/clock.ts";
import { notFound } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { adminArticlePage } from "./articleListRepo.ts";
import { adminSummariesOf, presentAdminArticle } from "./articleReads.ts";
import { presentArticleVersion, presentArticleVersionDetail } from "./articleVersionPresenter.ts";
import { findVersionOfArticle, versionsOfArticle } from "./articleVersionRepo.ts";
import { loadArticleRow } from "./articleWrites.ts";
import { makeListCursor, readListCursor } from "./listCursor.ts";

/**
 * GET /api/admin/articles: newest first; a page of 20 from `cursor` (the one the page before
 * handed out) or a numbered `page`; `search` matches title or summary, `categoryId`, `status`
 * (`changes-pending`: published with staged changes) and `needsVerification` narrow, `sort`
 * orders (updated, title, helpful); with neither cursor nor page, all of them. `nextCursor`
 * names the page after, when there is one.
 */
export async function listAdminArticles(
  ctx: AppContext,
  query: AdminArticleListQuery,
): Promise<{ articles: AdminArticleSummary[]; nextCursor: string | null }> {
  const { needsVerification, cursor, ...filter } = query;
  const list = `admin ${query.sort}`;
  const from =
    cursor === undefined ? null : readListCursor(ctx.visitorCookieKey, cursor, list, keyShapes[query.sort]);
  const page = await adminArticlePage(ctx.db, ctx.dialect, {
    ...filter,
    page: from ? undefined : filter.page,
    after: from?.key,
    dueBy: needsVerification === "true" ? clock.now().toISOString() : undefined,
    pageSize: ADMIN_PAGE_SIZE,
  });
  const nextCursor =
    page.more && page.last
      ? makeListCursor(ctx.visitorCookieKey, {
          list,
          direction: "after",
          page: (from?.page ?? filter.page ?? 1) + 1,
          key: page.last,
        })
      : null;
  return { articles: await adminSummariesOf(ctx.db, page.ids), nextCursor };
}

/** The type of each order column of the staff list's orders: what a cursor's key must hold. */
const keyShapes: Record<AdminArticleListQuery["sort"], ("string" | "number")[]> = {
  updated: ["string", "number"],
  title: ["string", "string", "number"],
  helpful: ["number", "string", "number"],
};

/** GET /api/admin/articles/:id: any status, whole. */
export function getAdminArticle(ctx: AppContext, id: number): Promise<Article> {
  return presentAdminArticle(ctx.db, id);
}

/** GET /api/admin/articles/:id/versions: newest first, with the editor's email. */
export async function listArticleVersions(ctx: AppContext, id: number): Promise<ArticleVersion[]> {
  await loadArticleRow(ctx.db, id);
  return (await versionsOfArticle(ctx.db, id)).map(presentArticleVersion);
}

/** GET /api/admin/articles/:id/versions/:versionId: one saved version, whole (diff and restore). */
export async function getArticleVersion(
  ctx: AppContext,
  id: number,
  versionId: number,
): Promise<ArticleVersionDetail> {
  await loadArticleRow(ctx.db, id);
  const row = await findVersionOfArticle(ctx.db, id, versionId);
  if (!row) throw notFound("Version not found.");
  return presentArticleVersionDetail(row);
}
