import type { FastifyInstance, FastifyRequest } from "fastify";
import type { QueryData } from "../../../shared/pageState.ts";
import { pageTags } from "../../../shared/pageTags.ts";
import { pageTitles } from "../../../shared/pageTitles.ts";
import type { PublicPage } from "../../../shared/publicPages.ts";
import { publicPages } from "../../../shared/publicPages.ts";
import { queryKeys } from "../../../shared/queryKeys.ts";
import { categoryParams, searchParamsOf } from "../../../shared/routeParams.ts";
import type { CategorySort, PublicCategoryPage } from "../../../shared/schemas/article.ts";
import type { SiteSettings } from "../../../shared/schemas/settings.ts";
import { AppError } from "../../platform/errors.ts";
import { currentCategorySlugOf } from "../categories/categorySlugRepo.ts";
import { presentPublicSettings } from "../settings/settingsPresenter.ts";
import type { PageMeta } from "./pageHead.ts";
import {
  getPublicArticle,
  getPublicCategoryPage,
  listFeaturedArticles,
  listPublicCategories,
  numberedCategoryPageCursor,
} from "./publicContent.ts";
import { resultsPageSearch } from "./resultsPageSearch.ts";

/** `tags`: what the page shows (its entry in the public page table), for targeted cache invalidation. */
export type LoadedPage =
  | { kind: "redirect"; location: string; tags: string[] }
  | { kind: "page"; status: number; meta: PageMeta; data: QueryData; canonicalPath: string; tags: string[] };

/** A category page's address: its path, the order unless the default, the cursor if any. */
function categoryAddress(slug: string, sort: CategorySort, cursor?: string): string {
  const params = new URLSearchParams();
  if (sort !== "recent") params.set("sort", sort);
  if (cursor !== undefined) params.set("cursor", cursor);
  const query = params.toString();
  return `${publicPages.category.path(slug)}${query ? `?${query}` : ""}`;
}

/** Query string without embed=true (canonical links point at the normal page). */
function withoutEmbed(params: URLSearchParams): URLSearchParams {
  const copy = new URLSearchParams(params);
  copy.delete("embed");
  return copy;
}

/** HTTP 404 with the not-found screen titled for what was missing. */
function notFoundPage(title: string, data: QueryData, path: string): LoadedPage {
  return {
    kind: "page",
    status: 404,
    meta: { kind: "notFound", title },
    data,
    canonicalPath: path,
    tags: publicPages.notFound.tags(),
  };
}

/**
 * Loads what a public page shows, keyed as the client's queries, so the server's HTML and the
 * browser's first render come from the same data. Unknown articles and categories answer 404;
 * an article's old slug answers 301 to the current one. `path` and `params` are the page's
 * address (publicPageAddress): its own path and only the query parameters it reads.
 */
export async function loadPublicPage(
  app: FastifyInstance,
  page: PublicPage,
  path: string,
  params: URLSearchParams,
  settings: SiteSettings,
  /** Who asked: a results page's search counts against their own search limit and log. */
  request: FastifyRequest,
): Promise<LoadedPage> {
  const { ctx } = app;
  const data: QueryData = [[queryKeys.settings, presentPublicSettings(settings)]];

  switch (page.kind) {
    case "home": {
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
        tags: publicPages.home.tags(featured),
      };
    }

    case "article": {
      const { slug } = page;
      const found = await getPublicArticle(ctx, slug);
      if (found.kind === "moved") {
        const query = params.toString();
        return {
          kind: "redirect",
          location: `${publicPages.article.path(found.slug)}${query ? `?${query}` : ""}`,
          tags: publicPages.article.movedTags,
        };
      }
      if (found.kind === "missing") {
        data.push([queryKeys.article(slug), null]);
        return notFoundPage(pageTitles.articleNotFound(settings.site_name), data, path);
      }
      data.push([queryKeys.article(slug), found.article]);
      return {
        kind: "page",
        status: 200,
        meta: { kind: "article", article: found.article },
        data,
        canonicalPath: publicPages.article.path(found.article.slug),
        tags: publicPages.article.tags(found.article),
      };
    }

    case "category": {
      const { slug } = page;
      const { page: number, cursor, sort } = categoryParams(params);
      let found: PublicCategoryPage | null;
      try {
        found = await getPublicCategoryPage(ctx, slug, { page: number, cursor, sort });
      } catch (error) {
        // A cursor this list did not give out (altered, or the category's since renamed): its first page.
        if (!(error instanceof AppError) || error.statusCode !== 400) throw error;
        return {
          kind: "redirect",
          location: categoryAddress(slug, sort),
          tags: publicPages.article.movedTags,
        };
      }
      if (!found) {
        const current = await currentCategorySlugOf(ctx.db, slug);
        if (current !== undefined && current !== slug) {
          const query = params.toString();
          return {
            kind: "redirect",
            location: `${publicPages.category.path(current)}${query ? `?${query}` : ""}`,
            tags: publicPages.article.movedTags,
          };
        }
      }
      if (found && number > 1) {
        // An old numbered address: to the same page's cursor address (the first page's, past the end).
        const at = await numberedCategoryPageCursor(ctx, found.category, number, sort);
        return {
          kind: "redirect",
          location: categoryAddress(found.category.slug, sort, at ?? undefined),
          tags: [pageTags.category(found.category.id)],
        };
      }
      data.push([queryKeys.category(slug, cursor ?? number, sort), found]);
      if (!found) {
        return notFoundPage(pageTitles.categoryNotFound(settings.site_name), data, path);
      }
      return {
        kind: "page",
        status: 200,
        meta: { kind: "category", data: found },
        data,
        canonicalPath: categoryAddress(found.category.slug, sort, cursor),
        tags: publicPages.category.tags(found),
      };
    }

    case "search": {
      const { q, page: number } = searchParamsOf(params);
      // Past the visitor's search limit the page still renders, without results.
      const answer = await resultsPageSearch(app, request, params);
      if (answer) data.push([queryKeys.search(q, number), answer.response]);
      const query = withoutEmbed(params).toString();
      return {
        kind: "page",
        status: 200,
        meta: { kind: "search", q },
        data,
        canonicalPath: `/search${query ? `?${query}` : ""}`,
        tags: publicPages.search.tags(),
      };
    }

    case "notFound":
      return notFoundPage(pageTitles.notFound(settings.site_name), data, path);
  }
}
