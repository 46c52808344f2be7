import { SEARCH_DROPDOWN_MAX_SUGGESTIONS, SEARCH_PAGE_SIZE } from "../../../shared/constants.ts";
import type { SearchResponse, SearchResult } from "../../../shared/schemas/search.ts";
import type { SearchFindings, SearchHit } from "./index/searchIndex.ts";

function resultOf({ article, snippet }: SearchHit): SearchResult {
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    category:
      article.categoryName !== null && article.categorySlug !== null
        ? { name: article.categoryName, slug: article.categorySlug }
        : null,
    snippet,
  };
}

/**
 * The public search's answer, for the API and the server-rendered results page alike.
 * `results` are the articles found, best first. A results page adds its pagination. The
 * dropdown's answer adds `suggestions`: the titles among its first SEARCH_DROPDOWN_MAX_SUGGESTIONS
 * results that hold every word typed (completions of what is typed). They stay among `results`,
 * so an API client always gets the best answer; how the dropdown lists the two (each article
 * once) is decided by searchDropdownGroups.
 */
export function presentSearch(findings: SearchFindings): SearchResponse {
  const results = findings.hits.map(resultOf);
  const fallbacks = {
    ...(findings.didYouMean ? { didYouMean: findings.didYouMean } : {}),
    ...(findings.partial ? { partial: true } : {}),
  };
  if (findings.page) {
    return {
      suggestions: [],
      results,
      ...fallbacks,
      pagination: {
        page: findings.page,
        pageSize: SEARCH_PAGE_SIZE,
        total: findings.total,
        hasMore: findings.hasMore,
        ...(findings.totalIsLowerBound ? { totalIsLowerBound: true } : {}),
      },
    };
  }
  // Part of a query: its titles are no completion of what was typed.
  const suggestions = findings.partial
    ? []
    : findings.hits
        .filter(
          (hit) =>
            hit.rank < SEARCH_DROPDOWN_MAX_SUGGESTIONS && findings.titleHoldsEveryWord(hit.article.title),
        )
        .map(({ article }) => ({ slug: article.slug, title: article.title }));
  return { suggestions, results, ...fallbacks };
}
