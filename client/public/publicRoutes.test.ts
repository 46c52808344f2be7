import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { publicPageAt } from "../../shared/publicPageAt.ts";
import { publicPages } from "../../shared/publicPages.ts";

const addresses = [
  "/",
  "//",
  "/a/how-to-pitch-a-tent",
  "/a/how-to-pitch-a-tent/",
  "/a/how-to-pitch-a-tent//",
  "/A/Some-Slug",
  "/%61/encoded-segment",
  "/a/caf%C3%A9",
  "/a/slash%2Finside",
  "/a/slash%2finside",
  "/a/%25",
  "/a/%252F",
  "/a",
  "/a/",
  "/a/x/y",
  "/a%2Fb",
  "//a/x",
  "//x/a/slug",
  "/a//x",
  "/c/tents",
  "/C/tents/",
  "/c/%E0%A4%A",
  "/c/%E0%A4%A%2F",
  "/c/%",
  "/search",
  "/SEARCH/",
  "/Search//",
  "/searching",
  "/search/x",
  "/%73earch",
  "/%E0%A4%A/x",
  "/nothing/here",
  "/admin",
  "/404",
];

// The browser's router is React Router, given the table's routes and "*" for every other address:
// publicPageAt must match every address as it would.
const routeTable: RouteObject[] = [
  ...Object.entries(publicPages).flatMap(([kind, entry]) =>
    entry.route ? [{ path: entry.route, id: kind }] : [],
  ),
  { path: "*", id: "notFound" },
];

describe("publicPageAt", () => {
  it("has the routes the public app has always had", () => {
    expect(routeTable.map((route) => route.path)).toEqual(["/", "/a/:slug", "/c/:slug", "/search", "*"]);
  });

  it.each(addresses)("matches %s as React Router's route table does", (pathname) => {
    const [match] = matchRoutes(routeTable, pathname) ?? [];
    const expected =
      match?.route.id === "article" || match?.route.id === "category"
        ? { kind: match.route.id, slug: match.params.slug }
        : { kind: match?.route.id };
    expect(publicPageAt(pathname)).toEqual(expected);
  });
});
