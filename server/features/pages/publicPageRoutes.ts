import { hash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { embedRequested } from "../../../shared/embedParam.ts";
import { PAGE_STATE_ID, type PageState, scriptSafeJson } from "../../../shared/pageState.ts";
import { pageTags } from "../../../shared/pageTags.ts";
import { publicPageAddress } from "../../../shared/publicPageAddress.ts";
import { publicPageAt } from "../../../shared/publicPageAt.ts";
import { type PublicPage, publicPages } from "../../../shared/publicPages.ts";
import { stylesheetCookie } from "../../../shared/stylesheetCookie.ts";
import { GzipAfterFixedPrefix } from "../../lib/gzipAfterFixedPrefix.ts";
import { memoizeRecent } from "../../lib/memoizeRecent.ts";
import { projectRoot } from "../../platform/paths.ts";
import { loadPublicPage } from "./loadPublicPage.ts";
import { type CachedPage, PageCache } from "./pageCache.ts";
import { buildPageHead } from "./pageHead.ts";
import { loadPageRenderer, type PageRenderer } from "./pageRenderer.ts";
import { PREVIEW_HEADERS, renderPreviewPage } from "./previewPage.ts";
import { RenderedPage } from "./renderedPage.ts";
import { resultsPageSearch } from "./resultsPageSearch.ts";

/** Public HTML: a short browser cache, served stale while it revalidates, so edits show within a minute. */
export const PAGE_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";
const ASSET_MAX_AGE_MS = 365 * 24 * 3_600_000;
/** Gzip for pages kept in the cache: made once, served thousands of times, so worth level 6. */
const CACHED_GZIP_LEVEL = 6;
/** Gzip for pages sent once: level 1 costs a fraction of level 6's CPU for a few % more bytes. */
const FRESH_GZIP_LEVEL = 1;

export function etagOf(body: string | Buffer): string {
  return `"${hash("sha1", body, "base64url")}"`;
}

/** The origin absolute links use: PUBLIC_URL, else https on the requested host. */
export function baseUrlOf(app: FastifyInstance, request: FastifyRequest): string {
  return app.ctx.config.publicUrl ?? `https://${request.host}`;
}

/**
 * The part every public page begins with, up to and including the inline stylesheet (half of a
 * page's bytes): it is gzipped once per process, and each render gzips only what follows it
 * (documentRest). So the stylesheet comes before the page's own head tags; the character set is
 * still declared in the first bytes, as browsers require.
 */
function documentStart(styleTags: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${styleTags}
`;
}

function documentRest(head: string, appHtml: string, state: PageState, scriptTags: string): string {
  return `    ${head}
    ${scriptTags}
  </head>
  <body>
    <div id="root">${appHtml}</div>
    <script type="application/json" id="${PAGE_STATE_ID}">${scriptSafeJson(state)}</script>
  </body>
</html>`;
}

/** The two beginnings of a page: the stylesheet inside it, and (with a build) linked instead. */
interface DocumentStarts {
  inline: GzipAfterFixedPrefix;
  linked?: GzipAfterFixedPrefix;
  /** The stylesheet cookie's value that asks for the linked form. */
  cookieValue: string;
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  found: CachedPage,
  starts: DocumentStarts,
): FastifyReply {
  const page =
    found.withStylesheetLinked && stylesheetCookie.heldIn(request.headers.cookie, starts.cookieValue)
      ? found.withStylesheetLinked
      : found;
  reply
    .header("cache-control", PAGE_CACHE_CONTROL)
    .header("etag", page.etag)
    .header("vary", "Accept-Encoding");
  if (page.location) return reply.status(page.status).header("location", page.location).send();
  if (request.headers["if-none-match"] === page.etag) return reply.status(304).send();
  reply.status(page.status).type("text/html; charset=utf-8");
  if (page.gzipped && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
    return reply.header("content-encoding", "gzip").send(page.gzipped);
  }
  return reply.send(page.body);
}

/**
 * The requested path and query as the browser's address bar holds them (dot segments resolved,
 * characters escaped as a browser escapes them). A path is read under a fixed origin, so that
 * "//x/a/slug" stays a path, as it is in the browser, rather than naming the host x.
 */
function requestedAddress(url: string): URL {
  return url.startsWith("/") ? new URL(`http://local${url}`) : new URL(url, "http://local");
}

interface RequestedPage {
  page: PublicPage;
  address: string;
  /** The requested query string, "" or starting with "?". */
  search: string;
}

/**
 * The page a request URL asks for and the address it is rendered and cached under, worked out
 * once for each of the last 2,000 URLs requested (a popular page's, not per request).
 */
const pageOfUrl = memoizeRecent(2_000, (url: string): RequestedPage => {
  const requested = requestedAddress(url);
  const page = publicPageAt(requested.pathname);
  return { page, address: publicPageAddress(page, requested.search), search: requested.search };
});

/**
 * Renders `page` at its `address` (publicPageAddress), the same for every request sharing it;
 * a page kept in the cache is gzipped harder than one sent once.
 */
async function renderPage(
  app: FastifyInstance,
  renderer: PageRenderer,
  starts: DocumentStarts,
  request: FastifyRequest,
  page: PublicPage,
  address: string,
  gzipLevel: number,
): Promise<{ page: CachedPage; tags: string[] }> {
  const queryStart = address.indexOf("?");
  const path = queryStart < 0 ? address : address.slice(0, queryStart);
  const search = queryStart < 0 ? "" : address.slice(queryStart);
  const settings = await app.ctx.settings.get();
  const loaded = await loadPublicPage(app, page, path, new URLSearchParams(search), settings, request);
  if (loaded.kind === "redirect")
    return {
      page: { status: 301, body: "", etag: etagOf(loaded.location), location: loaded.location },
      tags: loaded.tags,
    };
  const rendered = renderer.render(address, loaded.data);
  const head = buildPageHead({
    meta: loaded.meta,
    settings,
    baseUrl: baseUrlOf(app, request),
    canonicalPath: loaded.canonicalPath,
    embed: embedRequested(search),
  });
  const rest = documentRest(
    head,
    rendered.html,
    { at: Date.now(), data: rendered.data },
    renderer.scriptTags,
  );
  return {
    page: new RenderedPage(
      loaded.status,
      starts.inline,
      // From bytes: zlib given the string converts it more slowly than Buffer.from does.
      Buffer.from(rest),
      gzipLevel,
      starts.linked,
    ),
    tags: loaded.tags,
  };
}

export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Server-rendered public pages: /, /a/:slug, /c/:slug, /search and the not-found page, with
 * their data in the page for hydration; built assets with long cache headers; an in-memory page
 * cache (PAGE_CACHE_MB) from which a change clears the pages showing it (docs/ARCHITECTURE.md
 * "Public pages: rendering and the page cache"). Returns the page handler, which the not-found
 * handler uses for every unknown address outside /api.
 */
export async function registerPublicPages(root: FastifyInstance): Promise<PageHandler> {
  let pageHandler: PageHandler | null = null;
  await root.register(async (app) => {
    pageHandler = await servePublicPages(app);
  });
  return pageHandler!;
}

async function servePublicPages(app: FastifyInstance): Promise<PageHandler> {
  const renderer = await loadPageRenderer();
  const starts: DocumentStarts = {
    inline: new GzipAfterFixedPrefix(documentStart(renderer.styleTags)),
    ...(renderer.styleLinks ? { linked: new GzipAfterFixedPrefix(documentStart(renderer.styleLinks)) } : {}),
    cookieValue: renderer.stylesheetCookieValue,
  };
  const cache = new PageCache({ maxBytes: app.ctx.config.pageCacheBytes });
  // Missing articles and categories have a cache of their own: made-up slugs never evict real pages.
  const missingPages = new PageCache({
    maxBytes: Math.min(app.ctx.config.pageCacheBytes, 4 * 1024 * 1024),
    maxEntries: 100,
  });
  // Results pages are kept by the search answer they show (a search's answer is cached, logged
  // and rate-limited by the search service): a new answer is rendered anew.
  const resultsPages = new PageCache({
    maxBytes: Math.min(app.ctx.config.pageCacheBytes, 8 * 1024 * 1024),
    maxEntries: Math.max(1, app.ctx.config.searchCacheEntries),
  });
  // Counts changes: a page rendered while one arrived may show what came before it, and is not kept.
  let changes = 0;
  app.ctx.contentChanges.subscribe("page cache", (change) => {
    changes += 1;
    const tags = pageTags.clearedBy(change);
    for (const pages of [cache, missingPages]) {
      if (tags) pages.invalidate(tags);
      else pages.clear();
    }
    resultsPages.clear();
  });

  await app.register(compress, { threshold: 1024 });
  if (renderer.clientDir) {
    await app.register(fastifyStatic, {
      root: path.join(renderer.clientDir, "assets"),
      prefix: "/assets/",
      decorateReply: false,
      immutable: true,
      maxAge: ASSET_MAX_AGE_MS,
      index: false,
    });
  }
  const demoDir = path.join(projectRoot, "public/demo");
  if (fs.existsSync(demoDir)) {
    await app.register(fastifyStatic, {
      root: demoDir,
      prefix: "/demo/",
      decorateReply: false,
      maxAge: 7 * 24 * 3_600_000,
      index: false,
    });
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { page, address, search } = pageOfUrl(request.url);
    const cacheable = publicPages[page.kind].cached;
    // Without PUBLIC_URL the canonical host comes from the request, so it is part of the key.
    const key = `${app.ctx.config.publicUrl ? "" : request.host}${address}`;
    let sent = cacheable ? (cache.get(key) ?? missingPages.get(key)) : undefined;
    let resultsKey: string | undefined;
    if (page.kind === "search" && app.ctx.config.pageCacheBytes > 0) {
      const answer = await resultsPageSearch(app, request, new URLSearchParams(search));
      if (answer) resultsKey = `${answer.serial} ${key}`;
      if (resultsKey) sent = resultsPages.get(resultsKey);
    }
    if (!sent) {
      const kept = cacheable && app.ctx.config.pageCacheBytes > 0;
      const since = changes;
      const rendered = await renderPage(
        app,
        renderer,
        starts,
        request,
        page,
        address,
        kept ? CACHED_GZIP_LEVEL : FRESH_GZIP_LEVEL,
      );
      sent = rendered.page;
      if (since === changes) {
        if (kept) (sent.status === 404 ? missingPages : cache).set(key, sent, rendered.tags);
        // Gzipped as a page sent once: most queries are not repeated.
        else if (resultsKey) resultsPages.set(resultsKey, sent, rendered.tags);
      }
    }
    return send(request, reply, sent, starts);
  };
  // Pages are gzipped when rendered; @fastify/compress (for the assets) need not look at them.
  // Addresses these routes miss (other case, doubled slashes) reach the same handler as not found.
  for (const { route } of Object.values(publicPages)) {
    if (route) app.get(route, { compress: false, decompress: false }, handler);
  }
  // Previews stay out of the page table and the page cache: each answer is rendered for its holder.
  app.get<{ Params: { token: string } }>("/preview/:token", async (request, reply) => {
    const preview = await renderPreviewPage(app, renderer, request.params.token, baseUrlOf(app, request));
    return reply
      .headers(PREVIEW_HEADERS)
      .status(preview.status)
      .type("text/html; charset=utf-8")
      .send(preview.html);
  });
  return handler;
}
