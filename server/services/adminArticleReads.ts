import { ADMIN_PAGE_SIZE } from "../../shared/constants.ts";
import type {
  Article,
  ArticleStatus,
  ArticleSummary,
  ArticleVersion,
  ArticleVersionDetail,
} from "../../shared/schemas/article.ts";
import type { AppContext } from "../context.ts";
import { presentFullArticle, summariesOf } from "../db/repos/articleRepo.ts";
import { findVersionOfArticle, listVersionsOfArticle } from "../db/repos/articleVersionRepo.ts";
import { notFound } from "../errors.ts";
import { presentArticleVersion, presentArticleVersionDetail } from "../presenters/articleVersionPresenter.ts";
import { loadArticleRow } from "./articleWrites.ts";

export interface AdminArticleQuery {
  page?: number | undefined;
  search?: string | undefined;
  categoryId?: number | undefined;
  status?: ArticleStatus | undefined;
}

/**
 * SPEC §7 GET /api/admin/articles: newest first; `page` gives 20 a page, `search` matches title
 * or summary, `categoryId` and `status` narrow; without a page, all of them (the dashboard).
 */
export async function listAdminArticles(
  ctx: AppContext,
  query: AdminArticleQuery,
): Promise<ArticleSummary[]> {
  let select = ctx.db.selectFrom("articles").select("articles.id");
  const term = query.search?.trim();
  if (term)
    select = select.where((eb) =>
      eb.or([
        ctx.dialect.containsInsensitive(eb.ref("articles.title"), term),
        ctx.dialect.containsInsensitive(eb.ref("articles.summary"), term),
      ]),
    );
  if (query.categoryId !== undefined) select = select.where("articles.categoryId", "=", query.categoryId);
  if (query.status !== undefined) select = select.where("articles.status", "=", query.status);
  select = select.orderBy("articles.updatedAt", "desc").orderBy("articles.id", "desc");
  if (query.page !== undefined)
    select = select.limit(ADMIN_PAGE_SIZE).offset((query.page - 1) * ADMIN_PAGE_SIZE);
  const rows = await select.execute();
  return summariesOf(
    ctx.db,
    rows.map((row) => row.id),
  );
}

/** SPEC §7 GET /api/admin/articles/:id: any status, whole. */
export async function getAdminArticle(ctx: AppContext, id: number): Promise<Article> {
  const row = await loadArticleRow(ctx.db, id);
  return presentFullArticle(ctx.db, row, []);
}

/** SPEC §7 GET /api/admin/articles/:id/versions: newest first, with the editor's email. */
export async function listArticleVersions(ctx: AppContext, id: number): Promise<ArticleVersion[]> {
  await loadArticleRow(ctx.db, id);
  return (await listVersionsOfArticle(ctx.db, id)).map(presentArticleVersion);
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
