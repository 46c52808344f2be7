import type { FastifyInstance, FastifyRequest } from "fastify";
import { SEARCH_MIN_CHARS } from "../../../shared/constants.ts";
import type { QueryData } from "../../../shared/pageState.ts";
import { pageTitles } from "../../../shared/pageTitles.ts";
import { queryKeys } from "../../../shared/queryKeys.ts";
import { categoryParams, searchParamsOf } from "../../../shared/routeParams.ts";
import type { SiteSettings } from "../../../shared/schemas/settings.ts";
import { presentSearch } from "../search/searchPresenter.ts";
import { presentPublicSettings } from "../settings/settingsPresenter.ts";
import type { PageMeta } from "./pageHead.ts";
import { pageTags } from "./pageTags.ts";
import {
  getPublicArticle,
  getPublicCategoryPage,
  listFeaturedArticles,
  listPublicCategories,
} from "./publicContent.ts";

/** `tags`: what the page shows (ssr/pageTags.ts), for targeted cache invalidation. */
export type LoadedPage =
  | { kind: "redirect"; location: string; tags: string[] }
  | { kind: "page"; status: number; meta: PageMeta; data: QueryData; canonicalPath: string; tags: string[] };

/** A path segment decoded; a malformed one (bad percent escape) matches nothing. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
}

/** Query string without embed=true (canonical links point at the normal page). */
function withoutEmbed(params: URLSearchParams): URLSearchParams {
  const copy = new URLSearchParams(params);
  copy.delete("embed");
  return copy;
}

/** HTTP 404 with the not-found screen titled for what was missing. */
function notFoundPage(title: string, data: QueryData, pathname: string): LoadedPage {
  return {
    kind: "page",
    status: 404,
    meta: { kind: "notFound", title },
    data,
    canonicalPath: pathname,
    tags: [pageTags.missing],
  };
}

/**
 * Loads what a public page shows, keyed as the client's queries, so the server's HTML and the
 * browser's first render come from the same data. Unknown articles and categories answer 404;
 * an article's old slug answers 301 to the current one.
 */
export async function loadPublicPage(
  app: FastifyInstance,
  pathname: string,
  params: URLSearchParams,
  settings: SiteSettings,
  /** Who asked: a results page's search counts against their own search limit and log. */
  request: FastifyRequest,
): Promise<LoadedPage> {
  const { ctx } = app;
  const data: QueryData = [[queryKeys.settings, presentPublicSettings(settings)]];

  if (pathname === "/") {
    const categories = await listPublicCategories(ctx);
    const featured = await listFeaturedArticles(ctx, categories);
    data.push([queryKeys.categories, categories], [queryKeys.featured, featured]);
    data.push([queryKeys.homeTitle, settings.default_seo.title || settings.site_name]);
    return {
      kind: "page",
      status: 200,
      meta: { kind: "home" },
      data,
      canonicalPath: "/",
      tags: [pageTags.home, ...featured.map((shown) => pageTags.article(shown.id))],
    };
  }

  const article = /^\/a\/([^/]+)\/?$/.exec(pathname);
  if (article) {
    const slug = decodeSegment(article[1]!);
    const found = await getPublicArticle(ctx, slug);
    if (found.kind === "moved") {
      const query = params.toString();
      return {
        kind: "redirect",
        location: `/a/${encodeURIComponent(found.slug)}${query ? `?${query}` : ""}`,
        tags: [pageTags.missing],
      };
    }
    if (found.kind === "missing") {
      data.push([queryKeys.article(slug), null]);
      return notFoundPage(pageTitles.articleNotFound, data, pathname);
    }
    data.push([queryKeys.article(slug), found.article]);
    return {
      kind: "page",
      status: 200,
      meta: { kind: "article", article: found.article },
      data,
      canonicalPath: `/a/${found.article.slug}`,
      tags: [
        pageTags.article(found.article.id),
        ...(found.article.categoryId ? [pageTags.category(found.article.categoryId)] : []),
        ...found.article.relatedArticles.map((related) => pageTags.article(related.id)),
      ],
    };
  }

  const category = /^\/c\/([^/]+)\/?$/.exec(pathname);
  if (category) {
    const slug = decodeSegment(category[1]!);
    const { page, sort } = categoryParams(params);
    const found = await getPublicCategoryPage(ctx, slug, page, sort);
    data.push([queryKeys.category(slug, page, sort), found]);
    if (!found) {
      return notFoundPage(pageTitles.categoryNotFound, data, pathname);
    }
    return {
      kind: "page",
      status: 200,
      meta: { kind: "category", data: found },
      data,
      canonicalPath: `/c/${found.category.slug}${page > 1 ? `?page=${page}` : ""}`,
      tags: [
        pageTags.category(found.category.id),
        ...found.articles.map((listed) => pageTags.article(listed.id)),
      ],
    };
  }

  if (pathname === "/search") {
    const { q, page } = searchParamsOf(params);
    // Past the visitor's search limit the page still renders, without results.
    if (q.length >= SEARCH_MIN_CHARS && (await app.searchAllowed(request))) {
      const answer = presentSearch(
        await ctx.searches.search(
          { q, page, mode: "submit" },
          { ip: request.ip, userAgent: request.headers["user-agent"] },
        ),
      );
      data.push([queryKeys.search(q, page), answer]);
    }
    const query = withoutEmbed(params).toString();
    return {
      kind: "page",
      status: 200,
      meta: { kind: "search", q },
      data,
      canonicalPath: `/search${query ? `?${query}` : ""}`,
      tags: [],
    };
  }

  return notFoundPage(pageTitles.notFound, data, pathname);
}
