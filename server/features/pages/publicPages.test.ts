import { gunzipSync } from "node:zlib";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { makeArticle, makeCategory } from "../../../test/support/contentFactory.ts";
import { startFromDefaultSettings } from "../../../test/support/defaultSettings.ts";
import { describeEachDatabase } from "../../../test/support/testApp.ts";
import type { ArticleRow, CategoryRow } from "../../platform/db/schema.ts";

/** Every JSON-LD block of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

function metaContent(html: string, attribute: "name" | "property", key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html);
  return match?.[1];
}

describeEachDatabase("public pages rendered on the server", (t) => {
  let category: CategoryRow;
  let article: ArticleRow;
  beforeAll(async () => {
    category = await makeCategory(t.app.ctx, {
      slug: "tents",
      name: "Tents & Shelters",
      description: "Pitching and care.",
    });
    article = await makeArticle(t.app.ctx, {
      slug: "pitch-a-tent",
      title: "How to pitch a tent",
      summary: "Step by step.",
      seoDescription: "Pitch your tent in ten minutes.",
      contentHtml: "<h2>Steps</h2><p>Lay out the footprint.</p>",
      categoryId: category.id,
      coverImageUrl: "/demo/tent.jpg",
      tags: ["tents", "camping"],
      helpfulCount: 7,
      featured: true,
    });
    await makeArticle(t.app.ctx, {
      slug: "breakout",
      title: "</script><script>alert(1)</script>",
      summary: "Sneaky <b>summary</b>",
      categoryId: category.id,
    });
    await makeArticle(t.app.ctx, {
      slug: "secret-draft",
      title: "Draft only",
      status: "draft",
      categoryId: category.id,
    });
    await t.db
      .insertInto("slugHistory")
      .values({ oldSlug: "old-tent", articleId: article.id, createdAt: new Date().toISOString() })
      .execute();
  });
  // One test rebrands the site; the others render (and cache) pages with the default settings.
  beforeEach(async () => {
    await startFromDefaultSettings(t.app.ctx);
  });

  it("renders home with categories, popular articles and WebSite search data", async () => {
    const response = await t.anon.get("/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const html = response.body;
    expect(html).toContain("How can we help you?");
    expect(html).toContain("Browse by Category");
    expect(html).toContain("Tents &amp; Shelters");
    expect(html).toContain("2 articles");
    expect(html).toContain("Popular Articles");
    expect(html).toContain("How to pitch a tent");
    expect(html).toContain("<title>Help Center</title>");
    expect(metaContent(html, "name", "robots")).toBe("index,follow");
    expect(html).toContain('<link rel="canonical" href="https://localhost:80/">');
    const website = jsonLdOf(html).find((block) => block["@type"] === "WebSite");
    expect(JSON.stringify(website)).toContain("/search?q={search_term_string}");
    expect(html).toContain('type="application/json" id="cairn-state"');
    // The state is the data the page was rendered with, each query's key and value alone.
    const state = JSON.parse(
      /<script type="application\/json" id="cairn-state">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}",
    ) as { at: number; data: [unknown[], unknown][] };
    expect(typeof state.at).toBe("number");
    expect(state.data.map(([key]) => key[0])).toEqual(["settings", "categories", "featured", "homeTitle"]);
    expect(state.data.find(([key]) => key[0] === "homeTitle")?.[1]).toBe("Help Center");
  });

  it("renders an article with its metadata, JSON-LD and caching headers", async () => {
    const response = await t.anon.get("/a/pitch-a-tent");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain("<title>How to pitch a tent | Help Center</title>");
    expect(metaContent(html, "name", "description")).toBe("Pitch your tent in ten minutes.");
    expect(metaContent(html, "name", "keywords")).toBe("tents, camping");
    expect(metaContent(html, "property", "og:image")).toBe("https://localhost:80/demo/tent.jpg");
    expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "property", "article:published_time")).toBe(article.publishedAt);
    expect(metaContent(html, "property", "article:modified_time")).toBe(article.updatedAt);
    expect(metaContent(html, "property", "article:author")).toBe("Help Center");
    expect(html).toContain('<h2 id="steps">Steps</h2><p>Lay out the footprint.</p>');
    expect(html).toContain("Was this article helpful?");
    const types = jsonLdOf(html).map((block) => block["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));
    expect(response.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.anon.get("/a/pitch-a-tent", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    const zipped = await t.app.inject({ url: "/a/pitch-a-tent", headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(html);
  });

  it("escapes article text so it cannot leave its script tags", async () => {
    const html = (await t.anon.get("/a/breakout")).body;
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length);
    const article = jsonLdOf(html).find((block) => block["@type"] === "Article");
    expect(article?.headline).toBe("</script><script>alert(1)</script>");
  });

  it("redirects an old slug with 301 and answers 404 for unknown or draft articles", async () => {
    const moved = await t.anon.get("/a/old-tent?embed=true");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/a/pitch-a-tent?embed=true");
    for (const slug of ["no-such-article", "secret-draft"]) {
      const missing = await t.anon.get(`/a/${slug}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain("Article Not Found");
      expect(missing.body).toContain(
        "The article you&#x27;re looking for doesn&#x27;t exist or has been removed.",
      );
      expect(metaContent(missing.body, "name", "robots")).toBe("noindex,nofollow");
    }
  });

  it("renders a category with breadcrumb data and 404s an unknown one", async () => {
    const response = await t.anon.get("/c/tents");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Tents &amp; Shelters - Help Center</title>");
    expect(response.body).toContain("Search in Tents &amp; Shelters...");
    expect(response.body).not.toContain("Draft only");
    expect(jsonLdOf(response.body).map((block) => block["@type"])).toEqual(["BreadcrumbList"]);
    const missing = await t.anon.get("/c/nope");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("Category Not Found");
  });

  it("answers unknown addresses with the 404 page, and the API with JSON", async () => {
    const page = await t.anon.get("/no/such/page");
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("404 Page Not Found");
    // Odd addresses are refused (400) or not found (404), never a server error.
    const odd: [string, number][] = [
      ["/a/%E0%A4%A", 400],
      ["/c/%ZZ", 400],
      ["/a/x/y", 404],
      ["/c/", 404],
      [`/a/${"x".repeat(400)}`, 404],
      ["/search?q=%ZZ&page=-1", 200],
    ];
    for (const [url, status] of odd) expect([url, (await t.anon.get(url)).statusCode]).toEqual([url, status]);
    const api = await t.anon.get("/api/nothing-here");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });

  it("renders embed mode without header, footer or social metadata, and noindex", async () => {
    const html = (await t.anon.get("/a/pitch-a-tent?embed=true")).body;
    expect(html).not.toContain("RSS Feed");
    expect(metaContent(html, "name", "robots")).toBe("noindex,nofollow");
    expect(html).toContain('<link rel="canonical" href="https://localhost:80/a/pitch-a-tent">');
    expect(html).not.toContain("og:title");
    expect(html).not.toContain("application/ld+json");
    const normal = (await t.anon.get("/a/pitch-a-tent")).body;
    expect(normal).toContain("RSS Feed");
  });

  it("keeps rendered pages until content changes", async () => {
    const first = (await t.anon.get("/c/tents")).body;
    await t.db
      .updateTable("categories")
      .set({ name: "Tents Renamed" })
      .where("id", "=", category.id)
      .execute();
    expect((await t.anon.get("/c/tents")).body).toBe(first);
    t.app.ctx.contentChanges.publish();
    expect((await t.anon.get("/c/tents")).body).toContain("Tents Renamed");
    await t.db
      .updateTable("categories")
      .set({ name: "Tents & Shelters" })
      .where("id", "=", category.id)
      .execute();
    t.app.ctx.contentChanges.publish();
  });

  it("shows a settings change at once: branding, theme and header links", async () => {
    expect((await t.anon.get("/")).body).toContain("Help Center");
    const admin = await t.as("admin");
    const saved = await admin.put("/api/admin/settings", {
      site_name: "Basecamp Support",
      brand_colors: { primary: "#1d4ed8", accent: "#fd7e14", background: "#ffffff" },
      navigation_links: {
        header: [{ name: "Shop", url: "https://shop.example.com" }],
        footer: { support: [], company: [] },
      },
    });
    expect(saved.statusCode).toBe(200);
    const html = (await t.anon.get("/")).body;
    expect(html).toContain("<span>Basecamp Support</span>");
    expect(html).toContain("--brand-primary:224 76% 48%");
    expect(html).toMatch(
      /<a href="https:\/\/shop.example.com" target="_blank" rel="noopener noreferrer" class="[^"]*border-accent/,
    );
    expect(html).not.toContain("allowed_origins");
  });

  it("serves RSS 2.0 with absolute links and a sitemap without drafts", async () => {
    const rss = await t.anon.get("/api/public/rss.xml");
    expect(rss.statusCode).toBe(200);
    expect(rss.headers["content-type"]).toContain("application/rss+xml");
    expect(rss.body).toContain('<rss version="2.0"');
    expect(rss.body).toContain("<link>https://localhost:80/a/pitch-a-tent</link>");
    expect(rss.body).toContain("&lt;/script&gt;");
    expect(rss.body).not.toContain("Draft only");
    const sitemap = await t.anon.get("/api/public/sitemap.xml");
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain("<loc>https://localhost:80/</loc>");
    expect(sitemap.body).toContain("<loc>https://localhost:80/c/tents</loc>");
    expect(sitemap.body).toMatch(
      /<loc>https:\/\/localhost:80\/a\/pitch-a-tent<\/loc><lastmod>[^<]+<\/lastmod>/,
    );
    expect(sitemap.body).not.toContain("secret-draft");
    const robots = await t.anon.get("/robots.txt");
    expect(robots.body).toContain("Sitemap: https://localhost:80/api/public/sitemap.xml");
  });
});
