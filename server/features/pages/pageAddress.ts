import { embedRequested } from "../../../shared/embedParam.ts";
import { categoryParams } from "../../../shared/routeParams.ts";

/** The address a page is rendered and cached under, and whether any page lives there. */
export interface PageAddress {
  /** Path plus only the query parameters the page reads, in a fixed form. */
  address: string;
  /** False for paths no page route matches: they all share one rendered 404. */
  known: boolean;
  /** Search pages are rendered every time: each one is a search that analytics must count. */
  cacheable: boolean;
}

function withQuery(path: string, params: [string, string][]): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Reduces a requested URL to what the page depends on (SPEC routes; `embed`, and `page`/`sort`
 * on categories), so that `/?x=<random>` is the same page as `/` for the cache: it neither
 * renders afresh nor evicts real pages. Any path outside the routes maps to one "/404" address.
 */
export function pageAddressOf(url: string): PageAddress {
  const parsed = new URL(url, "http://local");
  const { pathname, searchParams } = parsed;
  const embed: [string, string][] = embedRequested(parsed.search) ? [["embed", "true"]] : [];
  if (pathname === "/search")
    return { address: `${pathname}${parsed.search}`, known: true, cacheable: false };
  if (pathname === "/" || /^\/a\/[^/]+\/?$/.test(pathname))
    return { address: withQuery(pathname, embed), known: true, cacheable: true };
  if (/^\/c\/[^/]+\/?$/.test(pathname)) {
    const { page, sort } = categoryParams(searchParams);
    const params: [string, string][] = [
      ...(page > 1 ? ([["page", String(page)]] as [string, string][]) : []),
      ...(sort !== "recent" ? ([["sort", sort]] as [string, string][]) : []),
      ...embed,
    ];
    return { address: withQuery(pathname, params), known: true, cacheable: true };
  }
  return { address: withQuery("/404", embed), known: false, cacheable: true };
}
