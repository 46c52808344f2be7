import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { publicPageFor } from "./publicRoutes.tsx";

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
  "/a/%25",
  "/a",
  "/a/",
  "/a/x/y",
  "/a%2Fb",
  "//a/x",
  "/c/tents",
  "/C/tents/",
  "/c/%E0%A4%A",
  "/search",
  "/SEARCH/",
  "/searching",
  "/search/x",
  "/%E0%A4%A/x",
  "/nothing/here",
  "/admin",
];

// The route table the public app had, as React Router matches it: the reference for publicPageFor.
const routeTable: RouteObject[] = [
  { path: "/", id: "home" },
  { path: "/a/:slug", id: "article" },
  { path: "/c/:slug", id: "category" },
  { path: "/search", id: "search" },
  { path: "*", id: "notFound" },
];

describe("publicPageFor", () => {
  it.each(addresses)("matches %s as React Router's route table does", (pathname) => {
    const [match] = matchRoutes(routeTable, pathname) ?? [];
    const expected =
      match?.route.id === "article" || match?.route.id === "category"
        ? { page: match.route.id, slug: match.params.slug }
        : { page: match?.route.id };
    expect(publicPageFor(pathname)).toEqual(expected);
  });
});
