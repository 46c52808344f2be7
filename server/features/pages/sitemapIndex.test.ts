import { gunzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { makeArticle, makeCategory } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase, type TestContext } from "../../../test/support/testApp.ts";

const BASE = "https://localhost:80";

/** Every `<loc>` of an XML body. */
const locs = (body: string) => [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

/** The sitemap's files, through the index when there is one; each file's body. */
async function sitemapFiles(t: TestContext): Promise<{ index: string | null; files: string[] }> {
  const top = await t.anon.get("/api/public/sitemap.xml");
  expect(top.statusCode).toBe(200);
  expect(top.headers["content-type"]).toContain("application/xml");
  if (!top.body.includes("<sitemapindex")) return { index: null, files: [top.body] };
  const files: string[] = [];
  for (const loc of locs(top.body)) {
    expect(loc.startsWith(`${BASE}/api/public/sitemaps/`)).toBe(true);
    const file = await t.anon.get(loc.slice(BASE.length));
    expect(file.statusCode, loc).toBe(200);
    files.push(file.body);
  }
  return { index: top.body, files };
}

async function publishedSlugs(t: TestContext): Promise<string[]> {
  const rows = await t.db.selectFrom("articles").select("slug").where("status", "=", "published").execute();
  return rows.map((row) => row.slug);
}

describeEachDatabase(
  "the sitemap index, with files of at most 5 addresses",
  (t) => {
    it("splits into files within the limit, naming every published article exactly once", async () => {
      const category = await makeCategory(t.app.ctx, { slug: "split" });
      for (let i = 0; i < 12; i += 1) await makeArticle(t.app.ctx, { categoryId: category.id });
      const draft = await makeArticle(t.app.ctx, { categoryId: category.id, status: "draft" });
      const admin = await t.as("admin");
      // Any content change through the app starts the sitemap afresh.
      await admin.post("/api/admin/categories", { name: "Split 2", slug: "split-2" });

      const { index, files } = await sitemapFiles(t);
      expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const all = files.flatMap(locs);
      for (const file of files) {
        expect(file).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
        expect(locs(file).length).toBeGreaterThan(0);
        expect(locs(file).length).toBeLessThanOrEqual(5);
      }
      const articles = all
        .filter((loc) => loc.startsWith(`${BASE}/a/`))
        .map((loc) => loc.slice(`${BASE}/a/`.length));
      expect(articles.sort()).toEqual((await publishedSlugs(t)).sort());
      expect(articles).not.toContain(draft.slug);
      expect(all.filter((loc) => loc === `${BASE}/`)).toHaveLength(1);
      expect(all).toContain(`${BASE}/c/split`);
      expect(files.length).toBe(Math.ceil(all.length / 5));

      // Sent gzipped to those who take it, as built.
      const gzipped = await t.anon.get("/api/public/sitemaps/1.xml", { "accept-encoding": "gzip" });
      expect(gzipped.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzipped.rawPayload).toString()).toBe(files[0]);
      const again = await t.anon.get("/api/public/sitemaps/1.xml", {
        "if-none-match": String(gzipped.headers.etag),
      });
      expect(again.statusCode).toBe(304);

      expect((await t.anon.get(`/api/public/sitemaps/${files.length + 1}.xml`)).statusCode).toBe(404);
      expect((await t.anon.get("/api/public/sitemaps/0.xml")).statusCode).toBe(400);
      expect((await t.anon.get("/api/public/sitemaps/..%2Fx")).statusCode).toBe(400);
    });

    it("is built once per content change: served as stored until the content-change bus says otherwise", async () => {
      const category = await makeCategory(t.app.ctx, { slug: "stored" });
      const admin = await t.as("admin");
      await admin.post("/api/admin/categories", { name: "Stored 2", slug: "stored-2" });
      const before = await sitemapFiles(t);
      // Written straight to the database: no change published, so nothing is rebuilt.
      const quiet = await makeArticle(t.app.ctx, { categoryId: category.id, slug: "quiet-arrival" });
      expect(await sitemapFiles(t)).toEqual(before);
      // The next change through the app rebuilds it, with the article in exactly one file.
      await admin.put(`/api/admin/categories/${category.id}`, { name: "Stored", slug: "stored" });
      const after = await sitemapFiles(t);
      expect(after.files.flatMap(locs).filter((loc) => loc === `${BASE}/a/${quiet.slug}`)).toHaveLength(1);
      // Its category, empty until now, is listed too.
      expect(after.files.flatMap(locs).length).toBe(before.files.flatMap(locs).length + 2);
      expect(after.files.flatMap(locs)).toContain(`${BASE}/c/stored`);
      expect((await t.anon.get("/robots.txt")).body).toContain(`Sitemap: ${BASE}/api/public/sitemap.xml`);
    });
  },
  { sitemapLimits: { addresses: 5, bytes: 50 * 1024 * 1024 } },
);

describeEachDatabase(
  "the sitemap index, with files of at most 700 bytes",
  (t) => {
    it("closes a file before it would pass the byte limit", async () => {
      const category = await makeCategory(t.app.ctx, { slug: "bytes" });
      for (let i = 0; i < 8; i += 1) await makeArticle(t.app.ctx, { categoryId: category.id });
      await (await t.as("admin")).post("/api/admin/categories", { name: "Bytes 2", slug: "bytes-2" });
      const { index, files } = await sitemapFiles(t);
      expect(index).not.toBeNull();
      for (const file of files) expect(Buffer.byteLength(file)).toBeLessThanOrEqual(700);
      const articles = files.flatMap(locs).filter((loc) => loc.startsWith(`${BASE}/a/`));
      expect(new Set(articles).size).toBe(articles.length);
      expect(articles.length).toBe((await publishedSlugs(t)).length);
    });
  },
  { sitemapLimits: { addresses: 50_000, bytes: 700 } },
);

describeEachDatabase("the sitemap's dates", (t) => {
  it("gives a category the latest change of its published articles, and home the latest of all", async () => {
    const category = await makeCategory(t.app.ctx, { slug: "dated" });
    const at = (day: string) => `2026-0${day}T12:00:00.000Z`;
    await makeArticle(t.app.ctx, { categoryId: category.id, updatedAt: at("3-01") });
    await makeArticle(t.app.ctx, { categoryId: category.id, updatedAt: at("5-01") });
    // A draft's later change is nobody's to see yet.
    await makeArticle(t.app.ctx, { categoryId: category.id, status: "draft", updatedAt: at("9-01") });
    await makeArticle(t.app.ctx, { categoryId: null, updatedAt: at("7-01") });
    await (await t.as("admin")).post("/api/admin/categories", { name: "Dated 2", slug: "dated-2" });
    const body = (await t.anon.get("/api/public/sitemap.xml")).body;
    const lastmodOf = (loc: string) =>
      new RegExp(`<loc>${loc.replaceAll("/", "\\/")}</loc><lastmod>([^<]+)</lastmod>`).exec(body)?.[1];
    expect(lastmodOf(`${BASE}/c/dated`)).toBe(at("5-01"));
    expect(lastmodOf(`${BASE}/`)).toBe(at("7-01"));
  });
});
