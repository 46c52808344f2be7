import { type PublicPage, publicPages } from "./publicPages.ts";

/**
 * The pattern React Router compiles from a route (not case-sensitive, to the end of the
 * address): each `:param` one segment, then any number of trailing slashes.
 */
function compileRoute(route: string): RegExp {
  const source = route.replace(/[\\.*+^${}|()[\]]/g, "\\$&").replace(/\/:[\w-]+/g, "/([^\\/]+)");
  return new RegExp(`^${source}\\/*$`, "i");
}

/** Compiled once, when the module loads: matching an address compiles nothing. */
const routes: { pattern: RegExp; page: (slug: string) => PublicPage }[] = Object.values(publicPages).flatMap(
  (entry) => (entry.route ? [{ pattern: compileRoute(entry.route), page: entry.page }] : []),
);

/**
 * The address as React Router matches it (its decodePath): each segment decoded, a decoded "/"
 * kept as %2F; an address with a malformed escape stays as it is.
 */
function decodedPath(pathname: string): string {
  if (!pathname.includes("%")) return pathname;
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replaceAll("/", "%2F"))
      .join("/");
  } catch {
    return pathname;
  }
}

/**
 * The public page at this path, matched exactly as the browser's router (React Router) matches
 * the table's routes, so the page the server renders is the page the browser hydrates: any
 * case, trailing slashes allowed, the slug decoded (an encoded "/" is part of it). Matching here
 * rather than through React Router costs a server render nothing: React Router flattens, ranks
 * and compiles its route table on every render, which was a twentieth of rendering a page.
 */
export function publicPageAt(pathname: string): PublicPage {
  const path = decodedPath(pathname);
  for (const route of routes) {
    const match = route.pattern.exec(path);
    if (match) return route.page(match[1]?.replaceAll("%2F", "/") ?? "");
  }
  return publicPages.notFound.page("");
}
