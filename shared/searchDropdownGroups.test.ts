import { describe, expect, it } from "vitest";
import type { SearchResult } from "./schemas/search.ts";
import { searchDropdownGroups } from "./searchDropdownGroups.ts";

const result = (slug: string): SearchResult => ({
  slug,
  title: `Title ${slug}`,
  summary: `Summary ${slug}`,
  category: null,
  snippet: { text: "", highlights: [] },
});
const suggestion = (slug: string) => ({ slug, title: `Title ${slug}` });
const slugs = (groups: ReturnType<typeof searchDropdownGroups>) => ({
  suggestions: groups.suggestions.map((entry) => entry.slug),
  articles: groups.articles.map((entry) => entry.slug),
});

describe("searchDropdownGroups", () => {
  it("lists suggested titles under Suggestions and leaves them out of Articles", () => {
    const groups = searchDropdownGroups({
      suggestions: [suggestion("a"), suggestion("c")],
      results: ["a", "b", "c", "d"].map(result),
    });
    expect(slugs(groups)).toEqual({ suggestions: ["a", "c"], articles: ["b", "d"] });
    expect(groups.articles[0]).toEqual(result("b"));
  });

  it("lists every result as an article, and no suggestions, when all results are suggestions", () => {
    const groups = searchDropdownGroups({ suggestions: [suggestion("a")], results: [result("a")] });
    expect(slugs(groups)).toEqual({ suggestions: [], articles: ["a"] });
  });

  it("shows at most five articles and eight entries in all", () => {
    const groups = searchDropdownGroups({
      suggestions: ["s1", "s2", "s3", "s4", "s5"].map(suggestion),
      results: ["r1", "r2", "r3", "r4", "r5", "r6", "r7"].map(result),
    });
    expect(slugs(groups)).toEqual({
      suggestions: ["s1", "s2", "s3"],
      articles: ["r1", "r2", "r3", "r4", "r5"],
    });
  });

  it("lists nothing for an empty answer", () => {
    expect(slugs(searchDropdownGroups({ suggestions: [], results: [] }))).toEqual({
      suggestions: [],
      articles: [],
    });
  });
});
