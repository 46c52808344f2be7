import { SEARCH_DROPDOWN_MAX_ARTICLES, SEARCH_DROPDOWN_MAX_ENTRIES } from "./constants.ts";
import type { SearchResponse, SearchResult } from "./schemas/search.ts";

export type SearchSuggestion = SearchResponse["suggestions"][number];

/** The search dropdown's two sections, in the order shown: "Suggestions" above "Articles". */
export interface SearchDropdownGroups {
  suggestions: SearchSuggestion[];
  articles: SearchResult[];
}

/**
 * How the search dropdown lists a search answer, the one place that decides it. Each article is
 * listed once: the best SEARCH_DROPDOWN_MAX_ARTICLES results, the answer's title suggestions
 * among them under "Suggestions" (title only) and the others under "Articles" (title, summary,
 * category), unless that would empty "Articles": when every result is a suggestion, all are
 * listed as articles and "Suggestions" is left out. Never more than SEARCH_DROPDOWN_MAX_ENTRIES
 * entries in all.
 */
export function searchDropdownGroups(answer: SearchResponse): SearchDropdownGroups {
  const results = answer.results.slice(0, SEARCH_DROPDOWN_MAX_ARTICLES);
  const suggested = new Set(answer.suggestions.map((suggestion) => suggestion.slug));
  const others = results.filter((result) => !suggested.has(result.slug));
  const articles = others.length > 0 ? others : results;
  const listed = new Set(articles.map((article) => article.slug));
  const suggestions = answer.suggestions
    .filter((suggestion) => !listed.has(suggestion.slug))
    .slice(0, SEARCH_DROPDOWN_MAX_ENTRIES - articles.length);
  return { suggestions, articles };
}
