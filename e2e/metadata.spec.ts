import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { startSite } from "./support/site.ts";

const site = startSite();

/** The page as a search engine or link preview sees it: raw HTML, no JavaScript. */
async function rawHtml(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(`${site.baseUrl}${path}`, { redirect: "manual" });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

const metaOf = (html: string, attribute: string, key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}" content="([^"]*)">`).exec(
    html,
  )?.[1];
const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => (JSON.parse(match[1]!) as { "@type": string })["@type"],
  );

describe("metadata in the server HTML (no JavaScript)", () => {
  it("article: title, description, keywords, robots, canonical, Open Graph, Twitter, article tags, JSON-LD", async () => {
    const { status, html, headers } = await rawHtml("/a/pitch-a-tent");
    expect(status).toBe(200);
    expect(html).toContain("<title>How to pitch a tent | Trailhead Help</title>");
    expect(metaOf(html, "name", "description")).toBe(
      "Step-by-step instructions for pitching your tent in ten minutes.",
    );
    expect(metaOf(html, "name", "keywords")).toBe("tents, camping");
    expect(metaOf(html, "name", "robots")).toBe("index,follow");
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/localhost:\d+\/a\/pitch-a-tent">/);
    expect(metaOf(html, "property", "og:type")).toBe("article");
    expect(metaOf(html, "property", "og:title")).toBe("How to pitch a tent | Trailhead Help");
    // The suite's cover is a data: image, which previews cannot use: no og:image, a small card.
    expect(metaOf(html, "property", "og:image")).toBeUndefined();
    expect(metaOf(html, "name", "twitter:card")).toBe("summary");
    expect(metaOf(html, "property", "article:published_time")).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(metaOf(html, "property", "article:modified_time")).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(metaOf(html, "property", "article:author")).toBe("Trailhead Help");
    expect(jsonLdTypes(html)).toEqual(["Article", "BreadcrumbList"]);
    expect(html).toContain('<h2 id="before-you-start">Before you start</h2>');
    expect(headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=300");
    expect(headers.get("etag")).toBeTruthy();
    expect(headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it("category and home: titles and structured data", async () => {
    const category = await rawHtml("/c/tents");
    expect(category.html).toContain("<title>Tents &amp; Shelters - Trailhead Help</title>");
    expect(metaOf(category.html, "name", "description")).toBe("Pitching, care and repair of tents.");
    expect(jsonLdTypes(category.html)).toEqual(["BreadcrumbList"]);
    const home = await rawHtml("/");
    expect(jsonLdTypes(home.html)).toEqual(["WebSite"]);
    expect(home.html).toContain("SearchAction");
  });

  it("search results and missing pages are noindex; an old slug is a 301", async () => {
    expect(metaOf((await rawHtml("/search?q=tent")).html, "name", "robots")).toBe("noindex,nofollow");
    const missing = await rawHtml("/a/missing-one");
    expect(missing.status).toBe(404);
    expect(metaOf(missing.html, "name", "robots")).toBe("noindex,nofollow");
    const moved = await rawHtml("/a/old-pitch-guide");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/a/pitch-a-tent");
  });

  it("serves the public bundle compressed with long-lived cache headers, started by the one inline script the policy allows", async () => {
    const { html, headers } = await rawHtml("/");
    // The page is whole without its scripts: no <script src> or module preload in the HTML (the
    // browser would fetch them while the page loads), only the loader that adds them after it.
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).not.toMatch(/<link[^>]* rel="modulepreload"/);
    const loader = /<script data-src="([^"]+)" data-preload="([^"]*)">([\s\S]+?)<\/script>/.exec(html);
    const script = loader?.[1];
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    for (const preload of loader![2]!.split(" ")) expect(preload).toMatch(/^\/assets\/.+\.js$/);
    const loaderHash = createHash("sha256").update(loader![3]!).digest("base64");
    const scriptSources = /script-src ([^;]+)/.exec(headers.get("content-security-policy") ?? "")?.[1];
    expect(scriptSources?.split(" ")).toEqual(["'self'", `'sha256-${loaderHash}'`]);
    const asset = await fetch(`${site.baseUrl}${script}`, { headers: { "accept-encoding": "gzip, br" } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(asset.headers.get("content-encoding")).toMatch(/gzip|br/);
  });

  it("RSS is valid RSS 2.0 with absolute links; the sitemap lists published pages only", async () => {
    const { page } = await site.open();
    const rss = await (await fetch(`${site.baseUrl}/api/public/rss.xml`)).text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        version: doc.documentElement.getAttribute("version"),
        links: [...doc.querySelectorAll("item > link")].map((node) => node.textContent ?? ""),
      };
    }, rss);
    expect(parsed.error).toBeNull();
    expect(parsed.version).toBe("2.0");
    expect(parsed.links.length).toBe(16);
    for (const link of parsed.links) expect(link).toMatch(/^https:\/\/localhost:\d+\/a\//);
    const sitemap = await (await fetch(`${site.baseUrl}/api/public/sitemap.xml`)).text();
    const locs = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return [...doc.getElementsByTagName("loc")].map((node) => node.textContent ?? "");
    }, sitemap);
    // Home, the two categories with published articles (the empty one is left out), the articles.
    expect(locs.length).toBe(1 + 2 + 16);
    expect(locs.some((loc) => loc.endsWith("/c/empty-shelf"))).toBe(false);
    expect(locs.some((loc) => loc.includes("upcoming-draft"))).toBe(false);
    const robots = await (await fetch(`${site.baseUrl}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: https:\/\/localhost:\d+\/api\/public\/sitemap.xml/);
  });
});
