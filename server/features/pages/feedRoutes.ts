import { gunzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { RSS_ITEM_COUNT } from "../../../shared/constants.ts";
import type { ArticleSummary } from "../../../shared/schemas/article.ts";
import { errorResponseSchema } from "../../../shared/schemas/error.ts";
import { notFound } from "../../platform/errors.ts";
import { PAGE_MAX_AGE_MS } from "./pageCache.ts";
import { listPublishedForFeeds } from "./publicContent.ts";
import { baseUrlOf, etagOf } from "./publicPageRoutes.ts";
import { type SitemapFile, SitemapStore } from "./sitemap.ts";
import { xml } from "./xmlText.ts";

/** A sitemap file's name in the index: its number from 1. */
const sitemapFileParams = z.strictObject({
  file: z.string().regex(/^[1-9][0-9]{0,5}\.xml$/, "Sitemap files are named 1.xml, 2.xml, …"),
});

const FEED_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=600";

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
 * RSS 2.0 of the 50 newest articles, the sitemap (an index of files once it outgrows one), and
 * robots.txt naming it (both linked from the footer). The feeds are built once per content
 * change (and base URL), not per request: the sitemap reads every published article, which no
 * client should be able to make the server do at will.
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

  const sitemaps = new SitemapStore(app.ctx, app.ctx.config.sitemapLimits);
  const sendSitemapFile = (request: FastifyRequest, reply: FastifyReply, file: SitemapFile) => {
    reply
      .header("cache-control", FEED_CACHE_CONTROL)
      .header("etag", file.etag)
      .header("vary", "accept-encoding");
    if (request.headers["if-none-match"] === file.etag) return reply.status(304).send();
    reply.type("application/xml; charset=utf-8");
    // Kept gzipped only: the rare client that takes no gzip gets it inflated.
    if (!/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? "")))
      return reply.send(gunzipSync(file.gzipped));
    return reply.header("content-encoding", "gzip").send(file.gzipped);
  };

  // The sitemap: one file while every address fits in one, else the index of its files.
  app.get("/api/public/sitemap.xml", async (request, reply) => {
    const sitemap = await sitemaps.get(baseUrlOf(app, request));
    return sendSitemapFile(request, reply, sitemap.index ?? sitemap.files[0]!);
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/public/sitemaps/:file",
      { schema: { params: sitemapFileParams, response: { 404: errorResponseSchema } } },
      async (request, reply) => {
        const sitemap = await sitemaps.get(baseUrlOf(app, request));
        const file = sitemap.files[Number.parseInt(request.params.file, 10) - 1];
        if (!file) throw notFound("No such sitemap file.");
        return sendSitemapFile(request, reply, file);
      },
    );

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
