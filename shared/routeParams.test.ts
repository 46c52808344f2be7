import { describe, expect, it } from "vitest";
import { categoryParams, searchParamsOf } from "./routeParams.ts";

const params = (query: string) => new URLSearchParams(query);

describe("route parameters", () => {
  it("reads a category page's page and sort, falling back to the defaults on bad values", () => {
    expect(categoryParams(params("page=3&sort=title"))).toEqual({ page: 3, sort: "title" });
    expect(categoryParams(params("page=0&sort=nonsense"))).toEqual({ page: 1, sort: "recent" });
    expect(categoryParams(params("page=2.5"))).toEqual({ page: 1, sort: "recent" });
  });

  it("reads the results page's query, trimmed and cut, and its page", () => {
    expect(searchParamsOf(params("q=%20tent%20&page=2"))).toEqual({ q: "tent", page: 2 });
    expect(searchParamsOf(params(`q=${"a".repeat(300)}&page=abc`))).toEqual({ q: "a".repeat(200), page: 1 });
    expect(searchParamsOf(params(""))).toEqual({ q: "", page: 1 });
  });
});
