import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { publicRoutes, routesThatCanMatch } from "./publicRoutes.tsx";

const addresses = [
  "/",
  "//",
  "/a/how-to-pitch-a-tent",
  "/a/how-to-pitch-a-tent/",
  "/A/Some-Slug",
  "/%61/encoded-segment",
  "/a",
  "/a/",
  "/a/x/y",
  "/a%2Fb",
  "//a/x",
  "/c/tents",
  "/C/tents/",
  "/search",
  "/SEARCH/",
  "/searching",
  "/search/x",
  "/%E0%A4%A/x",
  "/nothing/here",
  "/admin",
];

describe("routesThatCanMatch", () => {
  it.each(addresses)("matches %s as the whole route table does", (pathname) => {
    const summary = (routes: typeof publicRoutes) =>
      matchRoutes(routes, pathname)?.map(({ route, params, pathname: matched }) => ({
        path: route.path,
        params,
        matched,
      }));
    expect(summary(routesThatCanMatch(pathname))).toEqual(summary(publicRoutes));
  });
});
