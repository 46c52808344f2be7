import { dehydrate, hashKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { queryKeys } from "../../../shared/queryKeys.ts";
import { createQueryClient } from "../../ui/createQueryClient.ts";
import { dehydratedPage } from "./dehydratedPage.ts";
import { pageQueryHash } from "./usePageQuery.ts";

describe("dehydratedPage", () => {
  it("writes what TanStack's dehydrate writes of a client filled with setQueryData", () => {
    const data: [readonly unknown[], unknown][] = [
      [queryKeys.settings, { site_name: "Help", brand_colors: { primary: "#000" } }],
      [queryKeys.article("missing"), null],
      [queryKeys.category("tents", "abc.def", "popular"), { articles: [{ id: 1 }], pagination: { page: 2 } }],
      [queryKeys.search("not set", 1), undefined],
      [queryKeys.homeTitle, "Help Center"],
    ];
    const client = createQueryClient();
    for (const [key, value] of data) client.setQueryData(key, value);
    const now = 1_700_000_000_000;
    const expected = JSON.parse(JSON.stringify(dehydrate(client)), (key, value) =>
      key === "dehydratedAt" || key === "dataUpdatedAt" ? now : value,
    );
    expect(JSON.stringify(dehydratedPage(data, now))).toBe(JSON.stringify(expected));
  });
});

describe("pageQueryHash", () => {
  it("is TanStack's hashKey", () => {
    for (const key of [
      ["settings"],
      ["category", "tents & más", 2, "popular"],
      ["search", 'say "hi" </script>', 1],
      ["article", ""],
      [1, null, true, -0, Number.NaN],
      ["filters", { b: 1, a: [2, { d: 3, c: 4 }] }],
    ]) {
      expect(pageQueryHash(key)).toBe(hashKey(key));
    }
  });
});
