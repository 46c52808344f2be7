import {
  FEATURED_COUNT,
  PUBLIC_CATEGORY_PAGE_SIZE,
  RELATED_COUNT,
  RSS_ITEM_COUNT,
} from "../../../shared/constants.ts";
import { textLength } from "../../../shared/readTime.ts";
import type {
  ArticleSummary,
  CategorySort,
  PublicArticle,
  PublicCategoryPage,
} from "../../../shared/schemas/article.ts";
import type { Category } from "../../../shared/schemas/category.ts";
import { NUMBERED_PAGE_LIMIT } from "../../../shared/schemas/fields.ts";
import { shiftDay } from "../../lib/shiftDay.ts";
import { utcDay } from "../../lib/utcDay.ts";
import { clock } from "../../platform/clock.ts";
import type { AppContext } from "../appContext.ts";
import {
  type CategoryPageStart,
  categoryPageRows,
  featuredArticleIds,
  mostHelpfulUnfeaturedIds,
  newestPublishedIds,
  relatedArticleIds,
} from "../articles/articleListRepo.ts";
import { presentArticleSummary } from "../articles/articlePresenter.ts";
import { presentSummaries, summariesOf } from "../articles/articleReads.ts";
import { cardRowsByIds, findPublishedArticleBySlug } from "../articles/articleRepo.ts";
import { tagsOf } from "../articles/articleTagRepo.ts";
import { type ListKey, makeListCursor, readListCursor } from "../articles/listCursor.ts";
import { presentPublicArticle } from "../articles/publicArticlePresenter.ts";
import { currentSlugOf } from "../articles/slugRepo.ts";
import { type CategoryRef, categoryRefsByIds, listCategoriesWithCounts } from "../categories/categoryRepo.ts";
import { withResponsiveArticleImages, withResponsiveCovers } from "../media/responsiveImages.ts";
import { mostViewedUnfeaturedIds } from "../views/viewRepo.ts";

export type PublicArticleLookup =
  | { kind: "found"; article: PublicArticle }
  | { kind: "moved"; slug: string }
  | { kind: "missing" };

/** GET /api/public/categories: the categories with published articles, by displayOrder; articleCount counts those. */
export async function listPublicCategories(ctx: AppContext): Promise<Category[]> {
  // A category with nothing published has nothing to show visitors: it is left out of the lists.
  const categories = await listCategoriesWithCounts(ctx.db, { publishedOnly: true });
  return categories.filter((category) => category.articleCount > 0);
}

/** Popular Articles counts the views of this many days, today included. */
const POPULAR_VIEW_DAYS = 7;

/**
 * The home page's featured published articles, filled up to 6 with the most read published ones of
 * the last 7 days, then the most helpful.
 * `categories`: every category, when the caller has them (the home page), so they are not read again.
 */
export async function listFeaturedArticles(
  ctx: AppContext,
  categories?: CategoryRef[],
): Promise<ArticleSummary[]> {
  const featured = await featuredArticleIds(ctx.db, FEATURED_COUNT);
  // After the featured ones, the most read of the last days, then the most helpful.
  const read =
    featured.length < FEATURED_COUNT
      ? await mostViewedUnfeaturedIds(
          ctx.db,
          shiftDay(utcDay(clock.now()), -(POPULAR_VIEW_DAYS - 1)),
          FEATURED_COUNT - featured.length,
        )
      : [];
  const shown = new Set([...featured, ...read]);
  const fill =
    shown.size < FEATURED_COUNT
      ? (await mostHelpfulUnfeaturedIds(ctx.db, FEATURED_COUNT)).filter((id) => !shown.has(id))
      : [];
  const rows = await cardRowsByIds(ctx.db, [...featured, ...read, ...fill].slice(0, FEATURED_COUNT));
  const summaries = await presentSummaries(ctx.db, rows, {
    categories: categories && categoryRefMap(categories),
  });
  return withResponsiveCovers(ctx, summaries);
}

function categoryRefMap(categories: CategoryRef[]): Map<number, CategoryRef> {
  return new Map(categories.map(({ id, name, slug }) => [id, { id, name, slug }]));
}

/**
 * GET /api/public/articles/:slug: published only. A slug the article had before answers
 * "moved" with the current one (a 301 for the API, a redirect for the page).
 */
export async function getPublicArticle(ctx: AppContext, slug: string): Promise<PublicArticleLookup> {
  const row = await findPublishedArticleBySlug(ctx.db, slug);
  if (row) {
    // Seven small queries: the article's own summary comes from its row, the related articles'
    // tags from ranking them, and every category shown from one read.
    const tags = await tagsOf(ctx.db, row.id);
    const related = await relatedArticleIds(ctx.db, row, tags, RELATED_COUNT);
    const relatedRows = await cardRowsByIds(ctx.db, related.ids);
    const categories = await categoryRefsByIds(ctx.db, [
      ...(row.categoryId === null ? [] : [row.categoryId]),
      ...relatedRows.flatMap((related) => (related.categoryId === null ? [] : [related.categoryId])),
    ]);
    const relatedSummaries = await presentSummaries(ctx.db, relatedRows, { tags: related.tags, categories });
    const summary = presentArticleSummary(
      { ...row, contentLength: textLength(row.contentText) },
      tags,
      row.categoryId === null ? null : (categories.get(row.categoryId) ?? null),
    );
    const article = presentPublicArticle(summary, row, relatedSummaries);
    return { kind: "found", article: await withResponsiveArticleImages(ctx, article) };
  }
  const current = await currentSlugOf(ctx.db, slug);
  if (current !== undefined && current !== slug) return { kind: "moved", slug: current };
  return { kind: "missing" };
}

/** Which page of a category is asked for: a cursor it gave out, or a numbered page (old addresses). */
export interface CategoryPageRequest {
  page: number;
  cursor?: string | undefined;
  sort: CategorySort;
}

/** What a category page's cursors are made for: the category and its order. */
const categoryList = (categoryId: number, sort: CategorySort) => `category ${categoryId} ${sort}`;

/** The type of each order column of a category's sort: what a cursor's key must hold. */
const keyShapes: Record<CategorySort, ("string" | "number")[]> = {
  recent: ["string", "number"],
  popular: ["number", "string", "number"],
  title: ["string", "string", "number"],
};

/**
 * GET /api/public/categories/:slug: 12 published articles a page, read by key from where the
 * cursor points (no skipping over the pages before), with the cursors of the pages either side.
 * A numbered page (old addresses) is found by a skip of at most NUMBERED_PAGE_LIMIT pages. A bad
 * cursor is a 400; going back past the start lands on the first page, whole.
 */
export async function getPublicCategoryPage(
  ctx: AppContext,
  slug: string,
  request: CategoryPageRequest,
): Promise<PublicCategoryPage | null> {
  const category = (await listCategoriesWithCounts(ctx.db, { publishedOnly: true, slug }))[0];
  if (!category) return null;
  const { sort } = request;
  const list = categoryList(category.id, sort);
  const cursor =
    request.cursor === undefined
      ? null
      : readListCursor(ctx.visitorCookieKey, request.cursor, list, keyShapes[sort]);
  const pageSize = PUBLIC_CATEGORY_PAGE_SIZE;
  const start: CategoryPageStart = cursor
    ? { from: cursor.direction, key: cursor.key }
    : request.page > 1
      ? { from: "position", position: (request.page - 1) * pageSize }
      : { from: "first" };
  let number = cursor ? cursor.page : request.page;
  let read = await categoryPageRows(ctx.db, category.id, { start, pageSize, sort });
  let atStart = start.from === "first" || (start.from === "before" && !read.more);
  if (start.from === "before" && (!read.more || number <= 1)) {
    // Nothing (or less than a page) before it any more: the first page, whole.
    read = await categoryPageRows(ctx.db, category.id, { start: { from: "first" }, pageSize, sort });
    number = 1;
    atStart = true;
  }
  const moreAfter = start.from === "before" && !atStart ? true : read.more;
  const cursorTo = (direction: "after" | "before", page: number, key: ListKey | null) =>
    key ? makeListCursor(ctx.visitorCookieKey, { list, direction, page, key }) : null;
  // Every article listed is in this category: its name and slug need no second read.
  const rows = await cardRowsByIds(ctx.db, read.ids);
  const summaries = await presentSummaries(ctx.db, rows, { categories: categoryRefMap([category]) });
  return {
    category,
    articles: await withResponsiveCovers(ctx, summaries),
    pagination: {
      page: number,
      pageSize,
      total: category.articleCount,
      hasMore: moreAfter,
      next: moreAfter ? cursorTo("after", number + 1, read.last) : null,
      previous: atStart || number <= 1 ? null : cursorTo("before", number - 1, read.first),
    },
  };
}

/**
 * The cursor that shows an old numbered page (`?page=N`, N up to NUMBERED_PAGE_LIMIT): after the
 * last article of the page before it. Null past the category's end.
 */
export async function numberedCategoryPageCursor(
  ctx: AppContext,
  category: { id: number },
  page: number,
  sort: CategorySort,
): Promise<string | null> {
  const position = (Math.min(page, NUMBERED_PAGE_LIMIT) - 1) * PUBLIC_CATEGORY_PAGE_SIZE - 1;
  const before = await categoryPageRows(ctx.db, category.id, {
    start: { from: "position", position },
    pageSize: 1,
    sort,
  });
  if (!before.last || !before.more) return null;
  const list = categoryList(category.id, sort);
  return makeListCursor(ctx.visitorCookieKey, { list, direction: "after", page, key: before.last });
}

/** Published articles, newest first, for the RSS feed and the sitemap. */
export async function listPublishedForFeeds(
  ctx: AppContext,
  limit: number = RSS_ITEM_COUNT,
): Promise<ArticleSummary[]> {
  return summariesOf(ctx.db, await newestPublishedIds(ctx.db, limit));
}
