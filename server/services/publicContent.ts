import {
  FEATURED_COUNT,
  PUBLIC_CATEGORY_PAGE_SIZE,
  RELATED_COUNT,
  RSS_ITEM_COUNT,
} from "../../shared/constants.ts";
import type {
  ArticleSummary,
  CategorySort,
  PublicArticle,
  PublicCategoryPage,
} from "../../shared/schemas/article.ts";
import type { Category } from "../../shared/schemas/category.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { findRelatedArticles, summariesOf, tagsByArticle } from "../db/repos/articleRepo.ts";
import { listCategoriesWithCounts } from "../db/repos/categoryRepo.ts";
import { presentPublicArticle } from "../presenters/publicArticlePresenter.ts";

export type PublicArticleLookup =
  | { kind: "found"; article: PublicArticle }
  | { kind: "moved"; slug: string }
  | { kind: "missing" };

/** Published articles' ids, for lists that pick on cheap columns before loading summaries. */
function publishedIds(db: Db) {
  return db.selectFrom("articles").select("articles.id").where("articles.status", "=", "published");
}

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

/** SPEC §7 GET /api/public/categories: by displayOrder; articleCount counts published articles. */
export function listPublicCategories(ctx: AppContext): Promise<Category[]> {
  return listCategoriesWithCounts(ctx.db, { publishedOnly: true });
}

/** DESIGN: featured published articles, filled up to 6 with the most helpful published ones. */
export async function listFeaturedArticles(ctx: AppContext): Promise<ArticleSummary[]> {
  const featured = await publishedIds(ctx.db)
    .where("articles.featured", "=", 1)
    .orderBy("articles.updatedAt", "desc")
    .orderBy("articles.id", "desc")
    .limit(FEATURED_COUNT)
    .execute();
  const fill =
    featured.length < FEATURED_COUNT
      ? await publishedIds(ctx.db)
          .where("articles.featured", "=", 0)
          .orderBy("articles.helpfulCount", "desc")
          .orderBy("articles.publishedAt", "desc")
          .orderBy("articles.id", "desc")
          .limit(FEATURED_COUNT - featured.length)
          .execute()
      : [];
  return summariesOf(ctx.db, idsOf([...featured, ...fill]));
}

/**
 * SPEC §7 GET /api/public/articles/:slug: published only. A slug the article had before answers
 * "moved" with the current one (a 301 for the API, a redirect for the page).
 */
export async function getPublicArticle(ctx: AppContext, slug: string): Promise<PublicArticleLookup> {
  const row = await ctx.db
    .selectFrom("articles")
    .selectAll()
    .where("slug", "=", slug)
    .where("status", "=", "published")
    .executeTakeFirst();
  if (row) {
    const tags = (await tagsByArticle(ctx.db, [row.id])).get(row.id) ?? [];
    const [related, [summary]] = await Promise.all([
      findRelatedArticles(ctx.db, row, tags, RELATED_COUNT),
      summariesOf(ctx.db, [row.id]),
    ]);
    if (summary) return { kind: "found", article: presentPublicArticle(summary, row, related) };
  }
  const moved = await ctx.db
    .selectFrom("slugHistory")
    .innerJoin("articles", "articles.id", "slugHistory.articleId")
    .select("articles.slug")
    .where("slugHistory.oldSlug", "=", slug)
    .where("articles.status", "=", "published")
    .executeTakeFirst();
  if (moved && moved.slug !== slug) return { kind: "moved", slug: moved.slug };
  return { kind: "missing" };
}

/** SPEC §7 GET /api/public/categories/:slug?page=: 12 published articles a page. */
export async function getPublicCategoryPage(
  ctx: AppContext,
  slug: string,
  page: number,
  sort: CategorySort,
): Promise<PublicCategoryPage | null> {
  const category = (await listCategoriesWithCounts(ctx.db, { publishedOnly: true, slug }))[0];
  if (!category) return null;
  let query = publishedIds(ctx.db).where("articles.categoryId", "=", category.id);
  if (sort === "popular") query = query.orderBy("articles.helpfulCount", "desc");
  if (sort === "title") query = query.orderBy("articles.title", "asc");
  const rows = await query
    .orderBy("articles.updatedAt", "desc")
    .orderBy("articles.id", "desc")
    .limit(PUBLIC_CATEGORY_PAGE_SIZE + 1)
    .offset((page - 1) * PUBLIC_CATEGORY_PAGE_SIZE)
    .execute();
  const articles = await summariesOf(ctx.db, idsOf(rows.slice(0, PUBLIC_CATEGORY_PAGE_SIZE)));
  return {
    category,
    articles,
    pagination: {
      page,
      pageSize: PUBLIC_CATEGORY_PAGE_SIZE,
      total: category.articleCount,
      hasMore: rows.length > PUBLIC_CATEGORY_PAGE_SIZE,
    },
  };
}

/** Published articles, newest first, for the RSS feed and the sitemap. */
export async function listPublishedForFeeds(
  ctx: AppContext,
  limit: number = RSS_ITEM_COUNT,
): Promise<ArticleSummary[]> {
  const rows = await publishedIds(ctx.db)
    .orderBy("articles.publishedAt", "desc")
    .orderBy("articles.id", "desc")
    .limit(limit)
    .execute();
  return summariesOf(ctx.db, idsOf(rows));
}
