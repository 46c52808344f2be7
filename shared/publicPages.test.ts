import { describe, expect, it } from "vitest";
import { pageTags } from "./pageTags.ts";
import { publicPageAddress } from "./publicPageAddress.ts";
import { publicPageAt } from "./publicPageAt.ts";
import { type PublicPage, publicPages } from "./publicPages.ts";
import type { PublicArticle, PublicCategoryPage } from "./schemas/article.ts";

/** What the table makes of a requested path and query string. */
function read(pathname: string, search = "") {
  const page = publicPageAt(pathname);
  return { page, address: publicPageAddress(page, search), cached: publicPages[page.kind].cached };
}

const article = (slug: string): PublicPage => ({ kind: "article", slug });
const category = (slug: string): PublicPage => ({ kind: "category", slug });

// [path, query, page shown, address it is rendered and cached under]
const tricky: [string, string, PublicPage, string][] = [
  ["/", "", { kind: "home" }, "/"],
  ["//", "", { kind: "home" }, "/"],
  ["/", "?utm_source=x&embed=true", { kind: "home" }, "/?embed=true"],
  ["/", "?embed=TRUE", { kind: "home" }, "/"],
  // Case, trailing and doubled slashes: the route's letters in any case, any number of trailing slashes.
  ["/a/pitch-a-tent", "", article("pitch-a-tent"), "/a/pitch-a-tent"],
  ["/a/pitch-a-tent/", "", article("pitch-a-tent"), "/a/pitch-a-tent"],
  ["/a/pitch-a-tent///", "?embed=true", article("pitch-a-tent"), "/a/pitch-a-tent?embed=true"],
  ["/A/Pitch-A-Tent", "", article("Pitch-A-Tent"), "/a/Pitch-A-Tent"],
  ["/a//pitch-a-tent", "", { kind: "notFound" }, "/404"],
  ["//a/pitch-a-tent", "", { kind: "notFound" }, "/404"],
  ["/a", "", { kind: "notFound" }, "/404"],
  ["/a/", "", { kind: "notFound" }, "/404"],
  ["/a/x/y", "?embed=true", { kind: "notFound" }, "/404?embed=true"],
  // Escapes: decoded per segment before matching; an encoded "/" belongs to the slug.
  ["/%61/pitch-a-tent", "", article("pitch-a-tent"), "/a/pitch-a-tent"],
  ["/a/caf%C3%A9", "", article("café"), "/a/caf%C3%A9"],
  ["/a/caf%c3%a9", "", article("café"), "/a/caf%C3%A9"],
  ["/a/slash%2Finside", "", article("slash/inside"), "/a/slash%2Finside"],
  ["/a/slash%2finside", "", article("slash/inside"), "/a/slash%2Finside"],
  ["/a%2Fb", "", { kind: "notFound" }, "/404"],
  ["/a/%25", "", article("%"), "/a/%25"],
  ["/a/%2525", "", article("%25"), "/a/%2525"],
  // A malformed escape anywhere leaves the whole path undecoded: the slug is taken as written.
  ["/a/%E0%A4%A", "", article("%E0%A4%A"), "/a/%25E0%25A4%25A"],
  ["/c/%ZZ", "", category("%ZZ"), "/c/%25ZZ"],
  ["/c/%", "", category("%"), "/c/%25"],
  ["/c/100%25%2F%E0", "", category("100%25/%E0"), "/c/100%2525%2F%25E0"],
  ["/%E0%A4%A/x", "", { kind: "notFound" }, "/404"],
  // Categories read page and sort (defaults left out, bad values fall back) and nothing else.
  ["/c/tents", "?sort=recent&page=1", category("tents"), "/c/tents"],
  [
    "/C/tents/",
    "?z=1&embed=true&sort=title&page=2",
    category("tents"),
    "/c/tents?page=2&sort=title&embed=true",
  ],
  ["/c/tents", "?page=-3&sort=worst", category("tents"), "/c/tents"],
  // Search keeps its whole query and is rendered every time.
  ["/search", "?q=tent&page=2", { kind: "search" }, "/search?q=tent&page=2"],
  ["/SEARCH//", "?q=%ZZ", { kind: "search" }, "/search?q=%ZZ"],
  ["/searching", "", { kind: "notFound" }, "/404"],
  ["/search/tent", "", { kind: "notFound" }, "/404"],
  ["/admin", "", { kind: "notFound" }, "/404"],
];

describe("the public page table", () => {
  it.each(tricky)("reads %s%s", (pathname, search, page, address) => {
    expect(read(pathname, search)).toEqual({ page, address, cached: page.kind !== "search" });
  });

  it.each(tricky)("renders %s%s at an address showing the same page", (pathname, search) => {
    const { page, address } = read(pathname, search);
    const [path, query = ""] = address.split(/(?=\?)/);
    expect(read(path!, query)).toEqual(read(pathname, search));
    expect(publicPageAt(path!)).toEqual(page);
  });

  it("registers the routes the public site has always had", () => {
    expect(Object.values(publicPages).map((entry) => entry.route)).toEqual([
      "/",
      "/a/:slug",
      "/c/:slug",
      "/search",
      null,
    ]);
  });

  it("tags each page with what it shows, and a change clears exactly those tags", () => {
    const shown = {
      id: 7,
      categoryId: 3,
      relatedArticles: [{ id: 8 }, { id: 9 }],
    } as unknown as PublicArticle;
    expect(publicPages.article.tags(shown)).toEqual(["article:7", "category:3", "article:8", "article:9"]);
    const listing = {
      category: { id: 3 },
      articles: [{ id: 7 }, { id: 10 }],
    } as unknown as PublicCategoryPage;
    expect(publicPages.category.tags(listing)).toEqual(["category:3", "article:7", "article:10"]);
    expect(publicPages.home.tags([{ id: 7 }])).toEqual(["home", "article:7"]);
    expect(publicPages.notFound.tags()).toEqual(["missing"]);
    expect(publicPages.article.movedTags).toEqual(["missing"]);

    expect(pageTags.clearedBy({ scope: "everything" })).toBeNull();
    expect(
      pageTags.clearedBy({ scope: "articles", articleIds: [7], categoryIds: [3], listing: false }),
    ).toEqual(["article:7", "category:3", "missing"]);
    expect(
      pageTags.clearedBy({ scope: "articles", articleIds: [10], categoryIds: [], listing: true }),
    ).toEqual(["article:10", "missing", "home"]);
  });
});
