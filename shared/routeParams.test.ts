import { describe, expect, it } from "vitest";
import { categoryParams, searchParamsOf } from "./routeParams.ts";

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
});
