import { ADMIN_PAGE_SIZE } from "../../shared/constants.ts";
import type { Article, ArticleSummary, ArticleVersion } from "../../shared/schemas/article.ts";
import type { AppContext } from "../context.ts";
import { adminArticleIds } from "../db/repos/articleListRepo.ts";
import { versionsOfArticle } from "../db/repos/articleVersionRepo.ts";
import { presentFullArticle, summariesOf } from "./articleReads.ts";
import { loadArticleRow } from "./articleWrites.ts";

export interface AdminArticleQuery {
  page?: number | undefined;
  search?: string | undefined;
  categoryId?: number | undefined;
}

/**
 * SPEC §7 GET /api/admin/articles: newest first; `page` gives 20 a page, `search` matches title
 * or summary, `categoryId` narrows; without a page, all of them (the dashboard).
 */
export async function listAdminArticles(
  ctx: AppContext,
  query: AdminArticleQuery,
): Promise<ArticleSummary[]> {
  const ids = await adminArticleIds(ctx.db, ctx.dialect, { ...query, pageSize: ADMIN_PAGE_SIZE });
  return summariesOf(ctx.db, ids);
}

/** SPEC §7 GET /api/admin/articles/:id: any status, whole. */
export async function getAdminArticle(ctx: AppContext, id: number): Promise<Article> {
  return presentFullArticle(ctx.db, await loadArticleRow(ctx.db, id), []);
}

/** SPEC §7 GET /api/admin/articles/:id/versions: newest first, with the editor's email. */
export async function listArticleVersions(ctx: AppContext, id: number): Promise<ArticleVersion[]> {
  await loadArticleRow(ctx.db, id);
  const rows = await versionsOfArticle(ctx.db, id);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    editor: row.email ? { email: row.email } : null,
  }));
}
