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
import { adminArticleIds } from "./articleListRepo.ts";
import { adminSummariesOf, presentAdminArticle } from "./articleReads.ts";
import { presentArticleVersion, presentArticleVersionDetail } from "./articleVersionPresenter.ts";
import { findVersionOfArticle, versionsOfArticle } from "./articleVersionRepo.ts";
import { loadArticleRow } from "./articleWrites.ts";

/**
 * GET /api/admin/articles: newest first; `page` gives 20 a page, `search` matches title
 * or summary, `categoryId`, `status` (`changes-pending`: published with staged changes) and
 * `needsVerification` narrow, `sort` orders (updated, title, helpful); without a page, all of
 * them (the dashboard).
 */
export async function listAdminArticles(
  ctx: AppContext,
  query: AdminArticleListQuery,
): Promise<AdminArticleSummary[]> {
  const { needsVerification, ...filter } = query;
  const ids = await adminArticleIds(ctx.db, ctx.dialect, {
    ...filter,
    dueBy: needsVerification === "true" ? clock.now().toISOString() : undefined,
    pageSize: ADMIN_PAGE_SIZE,
  });
  return adminSummariesOf(ctx.db, ids);
}

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
