import { ADMIN_PAGE_SIZE } from "../../shared/constants.ts";
import type { Article, ArticleSummary, ArticleVersion } from "../../shared/schemas/article.ts";
import type { AppContext } from "../context.ts";
import { presentFullArticle, summariesOf } from "../db/repos/articleRepo.ts";
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
  const rows = await ctx.db
    .selectFrom("articleVersions")
    .leftJoin("users", "users.id", "articleVersions.editorId")
    .select(["articleVersions.id", "articleVersions.createdAt", "users.email"])
    .where("articleVersions.articleId", "=", id)
    .orderBy("articleVersions.id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    editor: row.email ? { email: row.email } : null,
  }));
}
