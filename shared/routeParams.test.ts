import { describe, expect, it } from "vitest";
import { categoryParams, searchParamsOf } from "./routeParams.ts";
import { publicCategoryQuerySchema } from "./schemas/article.ts";
import { searchQuerySchema } from "./schemas/search.ts";

const params = (query: string) => new URLSearchParams(query);

describe("route parameters", () => {
  it("reads a category page's page, cursor and sort, falling back to the defaults on bad values", () => {
    const none = { cursor: undefined };
    expect(categoryParams(params("page=3&sort=title"))).toEqual({ page: 3, sort: "title", ...none });
    expect(categoryParams(params("page=0&sort=nonsense"))).toEqual({ page: 1, sort: "recent", ...none });
    expect(categoryParams(params("page=2.5"))).toEqual({ page: 1, sort: "recent", ...none });
    // Numbered pages end at 100: later ones are reached by cursor.
    expect(categoryParams(params("page=101"))).toEqual({ page: 1, sort: "recent", ...none });
    expect(categoryParams(params("cursor=abc.def&page=4"))).toEqual({
      page: 1,
      sort: "recent",
      cursor: "abc.def",
    });
    expect(categoryParams(params("cursor=a%20b.c"))).toEqual({ page: 1, sort: "recent", ...none });
  });

  it("reads the results page's query, trimmed and cut, and its page", () => {
    expect(searchParamsOf(params("q=%20tent%20&page=2"))).toEqual({ q: "tent", page: 2 });
    expect(searchParamsOf(params(`q=${"a".repeat(300)}&page=abc`))).toEqual({ q: "a".repeat(200), page: 1 });
    expect(searchParamsOf(params(""))).toEqual({ q: "", page: 1 });
  });

  it("reads every value as the APIs' own schemas do", () => {
    const { page, cursor, sort } = publicCategoryQuerySchema.shape;
    const searchPage = searchQuerySchema.shape.page;
    const pages = [
      "1",
      "2",
      "0",
      "-1",
      "2.5",
      "abc",
      "",
      " 7 ",
      "1e3",
      "0x10",
      "1000",
      "1001",
      "100",
      "101",
      "100000",
    ];
    for (const raw of pages) {
      const category = page.safeParse(raw);
      expect(categoryParams(params(`page=${encodeURIComponent(raw)}`)).page).toBe(
        category.success ? category.data : 1,
      );
      const results = searchPage.safeParse(raw);
      expect(searchParamsOf(params(`page=${encodeURIComponent(raw)}`)).page).toBe(
        results.success ? (results.data ?? 1) : 1,
      );
    }
    for (const raw of [
      "abc.def",
      "a-b_c.D9",
      "abc",
      "abc.",
      ".def",
      "a.b.c",
      "a b.c",
      `${"a".repeat(998)}.b`,
      `${"a".repeat(999)}.b`,
    ]) {
      const parsed = cursor.safeParse(raw);
      expect(categoryParams(params(`cursor=${encodeURIComponent(raw)}&page=3`))).toMatchObject(
        parsed.success ? { cursor: raw, page: 1 } : { cursor: undefined, page: 3 },
      );
    }
    for (const raw of ["recent", "popular", "title", "Title", "", "nonsense"]) {
      const parsed = sort.safeParse(raw);
      expect(categoryParams(params(`sort=${raw}`)).sort).toBe(parsed.success ? parsed.data : "recent");
    }
  });
});
