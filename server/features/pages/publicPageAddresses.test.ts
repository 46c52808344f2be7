import { beforeAll, expect, it } from "vitest";
import { makeArticle, makeCategory } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase } from "../../../test/support/testApp.ts";

const heading = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

/**
 * The server renders the page the browser's router shows at the same address, however the
 * address is written (case, slashes, escapes): after hydration the browser shows what it got.
 */
describeEachDatabase("public pages at addresses written differently", (t) => {
  beforeAll(async () => {
    const tents = await makeCategory(t.app.ctx, { slug: "tents", name: "Tents" });
    await makeArticle(t.app.ctx, {
      slug: "pitch-a-tent",
      title: "How to pitch a tent",
      categoryId: tents.id,
    });
  });

  it("answers // with the home page (it was a server error)", async () => {
    const response = await t.anon.get("//");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("How can we help you?");
  });

  it("shows an article, a category and search in any case and with any trailing slashes", async () => {
    const article = await t.anon.get("/a/pitch-a-tent");
    for (const url of ["/A/pitch-a-tent", "/a/pitch-a-tent//", "/%61/pitch-a-tent/"]) {
      const response = await t.anon.get(url);
      expect([url, response.statusCode, heading(response.body)]).toEqual([url, 200, "How to pitch a tent"]);
      // The same page as at its own address, kept once in the page cache.
      expect(response.headers.etag).toBe(article.headers.etag);
    }
    for (const url of ["/C/tents/", "/c/tents//"]) {
      const response = await t.anon.get(url);
      expect([url, response.statusCode, heading(response.body)]).toEqual([url, 200, "Tents"]);
      expect(canonical(response.body)).toBe("https://localhost:80/c/tents");
    }
    for (const url of ["/SEARCH/?q=tent", "/search/?q=tent"]) {
      const response = await t.anon.get(url);
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.body).toContain("<title>Search results for &quot;tent&quot; - Help Center</title>");
      expect(canonical(response.body)).toBe("https://localhost:80/search?q=tent");
    }
  });

  it("refuses a path with a malformed escape (400) before any page is matched, in any case", async () => {
    for (const url of ["/a/%E0%A4%A", "/A/%E0%A4%A", "/c/%ZZ/", "/%E0%A4%A/x"]) {
      expect([url, (await t.anon.get(url)).statusCode]).toEqual([url, 400]);
    }
  });

  it("answers a path starting with two slashes as not found, as the browser reads it", async () => {
    for (const url of ["//x/a/pitch-a-tent", "//x"]) {
      const response = await t.anon.get(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).toContain("404 Page Not Found");
    }
  });

  it("links a missing article's page to the article's own address", async () => {
    for (const url of ["/a/no-such-article", "/a/no-such-article/", "/A/no-such-article"]) {
      const response = await t.anon.get(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(canonical(response.body)).toBe("https://localhost:80/a/no-such-article");
    }
  });
});
