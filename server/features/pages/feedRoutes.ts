import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { RSS_ITEM_COUNT } from "../../../shared/constants.ts";
import type { ArticleSummary } from "../../../shared/schemas/article.ts";
import { PAGE_MAX_AGE_MS } from "./pageCache.ts";
import { listPublicCategories, listPublishedForFeeds } from "./publicContent.ts";
import { baseUrlOf, etagOf } from "./publicPageRoutes.ts";

/** Every published article fits one sitemap file (the protocol allows 50,000 addresses). */
const SITEMAP_ARTICLE_LIMIT = 49_000;
const FEED_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=600";

/** XML 1.0 forbids most control characters: they never reach a feed, whatever an article contains. */
function xmlSafe(value: string): string {
  let out = "";
  for (const char of value) {
    const code = char.codePointAt(0)!;
    const forbidden =
      (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff;
    if (!forbidden) out += char;
  }
  return out;
}

function xml(value: string): string {
  return xmlSafe(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function sendXml(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = etagOf(body);
  reply.header("cache-control", FEED_CACHE_CONTROL).header("etag", etag);
  if (request.headers["if-none-match"] === etag) return reply.status(304).send();
  return reply.type(type).send(body);
}

function rssItem(baseUrl: string, article: ArticleSummary): string {
  const link = `${baseUrl}/a/${article.slug}`;
  return [
    "    <item>",
    `      <title>${xml(article.title)}</title>`,
    `      <link>${xml(link)}</link>`,
    `      <guid isPermaLink="true">${xml(link)}</guid>`,
    `      <description>${xml(article.summary)}</description>`,
    `      <pubDate>${new Date(article.publishedAt ?? article.createdAt).toUTCString()}</pubDate>`,
    ...(article.category ? [`      <category>${xml(article.category.name)}</category>`] : []),
    "    </item>",
  ].join("\n");
}

/**
 * RSS 2.0 of the 50 newest articles, the sitemap, and robots.txt naming it (SPEC §2 feeds). The
 * feeds are built once per content change (and base URL), not per request: the sitemap reads
 * every published article, which no client should be able to make the server do at will.
 */
export async function feedRoutes(app: FastifyInstance): Promise<void> {
  const built = new Map<string, { body: Promise<string>; at: number }>();
  app.ctx.contentChanges.subscribe("feeds", () => built.clear());
  const once = (key: string, build: () => Promise<string>): Promise<string> => {
    const known = built.get(key);
    // Another instance's change reaches this one's feeds within a minute.
    if (known && Date.now() - known.at < PAGE_MAX_AGE_MS) return known.body;
    const body = build();
    // A failed build is not kept: the next request tries again.
    body.catch(() => built.delete(key));
    if (built.size > 20) built.clear();
    built.set(key, { body, at: Date.now() });
    return body;
  };

  app.get("/api/public/rss.xml", async (request, reply) => {
    const baseUrl = baseUrlOf(app, request);
    const body = await once(`rss ${baseUrl}`, () => buildRss(app, baseUrl));
    return sendXml(request, reply, "application/rss+xml; charset=utf-8", body);
  });

  app.get("/api/public/sitemap.xml", async (request, reply) => {
    const baseUrl = baseUrlOf(app, request);
    const body = await once(`sitemap ${baseUrl}`, () => buildSitemap(app, baseUrl));
    return sendXml(request, reply, "application/xml; charset=utf-8", body);
  });

  app.get("/robots.txt", async (request, reply) => {
    const baseUrl = baseUrlOf(app, request);
    const body = [
      "User-agent: *",
      "Allow: /",
      "Disallow: /admin",
      "Disallow: /auth",
      "",
      `Sitemap: ${baseUrl}/api/public/sitemap.xml`,
      "",
    ].join("\n");
    reply.header("cache-control", FEED_CACHE_CONTROL);
    return reply.type("text/plain; charset=utf-8").send(body);
  });
}

async function buildRss(app: FastifyInstance, baseUrl: string): Promise<string> {
  const settings = await app.ctx.settings.get();
  const articles = await listPublishedForFeeds(app.ctx, RSS_ITEM_COUNT);
  const newest = articles[0]?.publishedAt ?? new Date(0).toISOString();
  const body = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">`,
    "  <channel>",
    `    <title>${xml(settings.site_name)}</title>`,
    `    <link>${xml(`${baseUrl}/`)}</link>`,
    `    <description>${xml(settings.default_seo.description)}</description>`,
    "    <language>en-us</language>",
    `    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${xml(`${baseUrl}/api/public/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...articles.map((article) => rssItem(baseUrl, article)),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return body;
}

async function buildSitemap(app: FastifyInstance, baseUrl: string): Promise<string> {
  const [categories, articles] = await Promise.all([
    listPublicCategories(app.ctx),
    listPublishedForFeeds(app.ctx, SITEMAP_ARTICLE_LIMIT),
  ]);
  const latestByCategory = new Map<string, string>();
  let latest: string | null = null;
  for (const article of articles) {
    if (!latest || article.updatedAt > latest) latest = article.updatedAt;
    const slug = article.category?.slug;
    if (slug && article.updatedAt > (latestByCategory.get(slug) ?? ""))
      latestByCategory.set(slug, article.updatedAt);
  }
  const entry = (path: string, lastmod: string | null | undefined) =>
    `  <url><loc>${xml(`${baseUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  const body = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    entry("/", latest),
    ...categories.map((category) => entry(`/c/${category.slug}`, latestByCategory.get(category.slug))),
    ...articles.map((article) => entry(`/a/${article.slug}`, article.updatedAt)),
    "</urlset>",
    "",
  ].join("\n");
  return body;
}
