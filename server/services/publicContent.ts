import {
  FEATURED_COUNT,
  PUBLIC_CATEGORY_PAGE_SIZE,
  RELATED_COUNT,
  RSS_ITEM_COUNT,
} from "../../shared/constants.ts";
import { textLength } from "../../shared/readTime.ts";
import type {
  ArticleSummary,
  CategorySort,
  PublicArticle,
  PublicCategoryPage,
} from "../../shared/schemas/article.ts";
import type { Category } from "../../shared/schemas/category.ts";
import type { AppContext } from "../context.ts";
import {
  categoryPageIds,
  featuredArticleIds,
  mostHelpfulUnfeaturedIds,
  newestPublishedIds,
  relatedArticleIds,
} from "../db/repos/articleListRepo.ts";
import { cardRowsByIds, findPublicArticleBySlug } from "../db/repos/articleRepo.ts";
import { listCategoriesWithCounts } from "../db/repos/categoryRepo.ts";
import { currentSlugOf } from "../db/repos/slugRepo.ts";
import { presentArticleSummary, presentCards } from "../presenters/articlePresenter.ts";
import { presentPublicArticle } from "../presenters/publicArticlePresenter.ts";
import { summariesOf } from "./articleReads.ts";
import { withResponsiveArticleImages, withResponsiveCovers } from "./responsiveImages.ts";

export type PublicArticleLookup =
  | { kind: "found"; article: PublicArticle }
  | { kind: "moved"; slug: string }
  | { kind: "missing" };

/** SPEC §7 GET /api/public/categories: by displayOrder; articleCount counts published articles. */
export function listPublicCategories(ctx: AppContext): Promise<Category[]> {
  return listCategoriesWithCounts(ctx.db, { publishedOnly: true });
}

/** DESIGN: featured published articles, filled up to 6 with the most helpful published ones. */
export async function listFeaturedArticles(ctx: AppContext): Promise<ArticleSummary[]> {
  const featured = await featuredArticleIds(ctx.db, FEATURED_COUNT);
  const fill =
    featured.length < FEATURED_COUNT
      ? await mostHelpfulUnfeaturedIds(ctx.db, FEATURED_COUNT - featured.length)
      : [];
  const rows = await cardRowsByIds(ctx.db, ctx.dialect, [...featured, ...fill]);
  return withResponsiveCovers(ctx, presentCards(rows));
}

/**
 * SPEC §7 GET /api/public/articles/:slug: published only. A slug the article had before answers
 * "moved" with the current one (a 301 for the API, a redirect for the page).
 */
export async function getPublicArticle(ctx: AppContext, slug: string): Promise<PublicArticleLookup> {
  const row = await findPublicArticleBySlug(ctx.db, ctx.dialect, slug);
  if (row) {
    // Four statements: the article with its tags and category, the related articles' ranking
    // (candidates, then their tags) and their cards with tags and categories.
    const relatedIds = await relatedArticleIds(ctx.db, row, row.tags, RELATED_COUNT);
    const relatedSummaries = presentCards(await cardRowsByIds(ctx.db, ctx.dialect, relatedIds));
    const summary = presentArticleSummary(
      { ...row, contentLength: textLength(row.contentText) },
      row.tags,
      row.category,
    );
    const article = presentPublicArticle(summary, row, relatedSummaries);
    return { kind: "found", article: await withResponsiveArticleImages(ctx, article) };
  }
  const current = await currentSlugOf(ctx.db, slug);
  if (current !== undefined && current !== slug) return { kind: "moved", slug: current };
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
  const { ids, hasMore } = await categoryPageIds(ctx.db, category.id, {
    page,
    pageSize: PUBLIC_CATEGORY_PAGE_SIZE,
    sort,
  });
  const rows = await cardRowsByIds(ctx.db, ctx.dialect, ids);
  return {
    category,
    articles: await withResponsiveCovers(ctx, presentCards(rows)),
    pagination: { page, pageSize: PUBLIC_CATEGORY_PAGE_SIZE, total: category.articleCount, hasMore },
  };
}

/** Published articles, newest first, for the RSS feed and the sitemap. */
export async function listPublishedForFeeds(
  ctx: AppContext,
  limit: number = RSS_ITEM_COUNT,
): Promise<ArticleSummary[]> {
  return summariesOf(ctx.db, ctx.dialect, await newestPublishedIds(ctx.db, limit));
}
