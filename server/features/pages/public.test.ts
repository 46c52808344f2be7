import { CompiledQuery } from "kysely";
import { expect, it } from "vitest";
import { makeArticle, makeCategory } from "../../../test/support/contentFactory.ts";
import { statementsDuring } from "../../../test/support/statementsDuring.ts";
import { describeEachDatabase } from "../../../test/support/testApp.ts";
import { getPublicArticle, listPublishedForFeeds } from "./publicContent.ts";

describeEachDatabase("public content reads", (t) => {
  it("lists categories by displayOrder, counting published articles only, leaving out those with none", async () => {
    const second = await makeCategory(t.app.ctx, { slug: "second", name: "Second", displayOrder: 5 });
    const first = await makeCategory(t.app.ctx, { slug: "first", name: "First", displayOrder: 0 });
    const draftsOnly = await makeCategory(t.app.ctx, {
      slug: "drafts-only",
      name: "Drafts only",
      displayOrder: 1,
    });
    await makeCategory(t.app.ctx, { slug: "empty", name: "Empty", displayOrder: 2 });
    await makeArticle(t.app.ctx, { categoryId: second.id });
    await makeArticle(t.app.ctx, { categoryId: second.id });
    await makeArticle(t.app.ctx, { categoryId: second.id, status: "draft" });
    await makeArticle(t.app.ctx, { categoryId: first.id });
    await makeArticle(t.app.ctx, { categoryId: draftsOnly.id, status: "draft" });
    const response = await t.anon.get("/api/public/categories");
    expect(response.statusCode).toBe(200);
    const list = response.json() as { slug: string; articleCount: number }[];
    const slugs = list.map((c) => c.slug);
    expect(slugs.indexOf("first")).toBeLessThan(slugs.indexOf("second"));
    expect(list.find((c) => c.slug === "second")).toMatchObject({ articleCount: 2, displayOrder: 5 });
    expect(list.find((c) => c.slug === "first")).toMatchObject({ id: first.id, articleCount: 1 });
    expect(slugs).not.toContain("drafts-only");
    expect(slugs).not.toContain("empty");
  });

  it("answers a published article with readTime, category, tags and related articles", async () => {
    const category = await makeCategory(t.app.ctx, { slug: "tents", name: "Tents" });
    const body = "x".repeat(2500);
    const article = await makeArticle(t.app.ctx, {
      slug: "pitching-a-tent",
      title: "Pitching a tent",
      categoryId: category.id,
      contentHtml: `<p>${body}</p>`,
      tags: ["pitching", "basics"],
    });
    const sameCategory = await makeArticle(t.app.ctx, { categoryId: category.id });
    const sharedTag = await makeArticle(t.app.ctx, { tags: ["Basics"] });
    await makeArticle(t.app.ctx, { categoryId: category.id, status: "draft", slug: "draft-in-tents" });
    await makeArticle(t.app.ctx, { tags: ["other"] });
    const response = await t.anon.get("/api/public/articles/pitching-a-tent");
    expect(response.statusCode).toBe(200);
    const json = response.json();
    expect(json).toMatchObject({
      id: article.id,
      title: "Pitching a tent",
      readTime: 3,
      category: { name: "Tents", slug: "tents" },
      tags: ["pitching", "basics"],
      coverImagePosition: 50,
    });
    const relatedIds = (json.relatedArticles as { id: number }[]).map((a) => a.id).sort();
    expect(relatedIds).toEqual([sameCategory.id, sharedTag.id].sort());
  });

  it("gives every card its tags in the editor's order and its category, read with the card", async () => {
    const category = await makeCategory(t.app.ctx, { slug: "stoves", name: "Stoves & Fuel" });
    const tagged = await makeArticle(t.app.ctx, {
      slug: "lighting-a-stove",
      categoryId: category.id,
      helpfulCount: 0,
      tags: ["zeta", "Alpha", "mid", 'ünïcode "quoted"'],
    });
    const bare = await makeArticle(t.app.ctx, {
      slug: "no-tags-no-category",
      categoryId: null,
      tags: [],
      helpfulCount: 0,
    });
    const related = await makeArticle(t.app.ctx, {
      slug: "priming-a-stove",
      categoryId: category.id,
      tags: ["mid"],
    });

    const feed = await listPublishedForFeeds(t.app.ctx, 50);
    expect(feed.find((card) => card.id === bare.id)).toMatchObject({ tags: [], category: null });

    const page = (await t.anon.get("/api/public/categories/stoves")).json() as {
      articles: { id: number; tags: string[]; category: unknown }[];
    };
    expect(page.articles.find((card) => card.id === related.id)).toMatchObject({
      tags: ["mid"],
      category: { id: category.id, name: "Stoves & Fuel", slug: "stoves" },
    });
    expect(page.articles.find((card) => card.id === tagged.id)).toMatchObject({
      tags: ["zeta", "Alpha", "mid", 'ünïcode "quoted"'],
      category: { id: category.id, name: "Stoves & Fuel", slug: "stoves" },
    });

    const article = (await t.anon.get("/api/public/articles/priming-a-stove")).json();
    expect(article).toMatchObject({ tags: ["mid"], category: { name: "Stoves & Fuel", slug: "stoves" } });
    expect(article.relatedArticles).toEqual([
      expect.objectContaining({ id: tagged.id, tags: ["zeta", "Alpha", "mid", 'ünïcode "quoted"'] }),
    ]);
    const untagged = (await t.anon.get("/api/public/articles/no-tags-no-category")).json();
    expect(untagged).toMatchObject({ tags: [], category: null, relatedArticles: [] });
  });

  it("finds the articles sharing a tag from the tag, whatever the tag's case (SQLite: through the lower(tag) index)", async () => {
    await makeArticle(t.app.ctx, { slug: "guy-lines", categoryId: null, tags: ["Guylines"] });
    const sharing = await makeArticle(t.app.ctx, {
      categoryId: null,
      tags: ["GUYLINES", "pegs"],
      helpfulCount: 0,
    });
    const executed = await statementsDuring(async () => {
      const json = (await t.anon.get("/api/public/articles/guy-lines")).json();
      expect((json.relatedArticles as { id: number }[]).map((related) => related.id)).toEqual([sharing.id]);
    });
    const related = executed.find((query) => /lower\("article_tags"\."tag"\) in/.test(query.sql));
    expect(related, "the related articles' query").toBeDefined();
    if (t.dialect !== "sqlite") return;
    // Without the index (or started from the articles), SQLite walks every published article's tags.
    const { rows } = await t.app.ctx.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${related!.sql}`, [...related!.parameters]),
    );
    expect(rows.map((row) => row.detail).join("\n")).toMatch(
      /SEARCH article_tags USING (COVERING )?INDEX article_tags_lower_tag/,
    );
  });

  it("never shows drafts: 404 for a draft by slug, absent from featured, category pages and counts", async () => {
    const category = await makeCategory(t.app.ctx, { slug: "drafty" });
    await makeArticle(t.app.ctx, {
      slug: "secret-draft",
      status: "draft",
      categoryId: category.id,
      featured: true,
    });
    const bySlug = await t.anon.get("/api/public/articles/secret-draft");
    expect(bySlug.statusCode).toBe(404);
    expect(bySlug.json().error.code).toBe("NOT_FOUND");
    const featured = await t.anon.get("/api/public/featured");
    expect(featured.body).not.toContain("secret-draft");
    const page = await t.anon.get("/api/public/categories/drafty");
    expect(page.json()).toMatchObject({ articles: [], category: { articleCount: 0 } });
  });

  it("fills featured up to 6: featured first, then the most helpful", async () => {
    const starred = await makeArticle(t.app.ctx, { featured: true, helpfulCount: 0 });
    const helpful = await makeArticle(t.app.ctx, { helpfulCount: 900 });
    for (let i = 0; i < 5; i += 1) await makeArticle(t.app.ctx, { helpfulCount: i });
    const response = await t.anon.get("/api/public/featured");
    const list = response.json() as { id: number; status: string }[];
    expect(list.length).toBe(6);
    expect(list[0]!.id).toBe(starred.id);
    expect(list[1]!.id).toBe(helpful.id);
    expect(list.every((a) => a.status === "published")).toBe(true);
  });

  it("pages a category 12 at a time with hasMore, and sorts by title or popularity", async () => {
    const category = await makeCategory(t.app.ctx, { slug: "many" });
    for (let i = 0; i < 13; i += 1)
      await makeArticle(t.app.ctx, {
        categoryId: category.id,
        title: `Title ${String.fromCharCode(90 - i)}`,
        helpfulCount: i,
      });
    const first = await t.anon.get("/api/public/categories/many");
    expect(first.statusCode).toBe(200);
    expect(first.json().articles).toHaveLength(12);
    expect(first.json().pagination).toMatchObject({ page: 1, hasMore: true, total: 13 });
    const second = await t.anon.get("/api/public/categories/many?page=2");
    expect(second.json().articles).toHaveLength(1);
    expect(second.json().pagination.hasMore).toBe(false);
    const byTitle = await t.anon.get("/api/public/categories/many?sort=title");
    expect(byTitle.json().articles[0].title).toBe("Title N");
    const popular = await t.anon.get("/api/public/categories/many?sort=popular");
    expect(popular.json().articles[0].helpfulCount).toBe(12);
    const beyond = await t.anon.get("/api/public/categories/many?page=99");
    expect(beyond.json()).toMatchObject({ articles: [], pagination: { hasMore: false } });
  });

  it("answers 404 for an unknown category and 400 for bad page numbers", async () => {
    await makeCategory(t.app.ctx, { slug: "paged" });
    expect((await t.anon.get("/api/public/categories/nope")).statusCode).toBe(404);
    for (const page of ["-1", "0", "1.5", "abc", "1e9", "99999999999999999999"]) {
      const response = await t.anon.get(`/api/public/categories/paged?page=${page}`);
      expect(response.statusCode, page).toBe(400);
      expect(response.json().error.code).toBe("INVALID_INPUT");
    }
    expect((await t.anon.get("/api/public/categories/paged?sort=random")).statusCode).toBe(400);
    expect((await t.anon.get("/api/public/categories/paged?unknown=1")).statusCode).toBe(400);
  });

  it("answers odd slugs with a 4xx, never a 5xx", async () => {
    for (const slug of ["..", "a%2Fb", "with%20space", "%E6%97%A5%E6%9C%AC", "%00", "x".repeat(300)]) {
      const article = await t.anon.get(`/api/public/articles/${slug}`);
      expect(article.statusCode, slug).toBeGreaterThanOrEqual(400);
      expect(article.statusCode, slug).toBeLessThan(500);
      const category = await t.anon.get(`/api/public/categories/${slug}`);
      expect(category.statusCode, slug).toBeGreaterThanOrEqual(400);
      expect(category.statusCode, slug).toBeLessThan(500);
    }
  });

  it("redirects an old slug with 301 to the current one", async () => {
    const article = await makeArticle(t.app.ctx, { slug: "new-name" });
    await t.db
      .insertInto("slugHistory")
      .values({ oldSlug: "old-name", articleId: article.id, createdAt: new Date().toISOString() })
      .execute();
    const response = await t.anon.get("/api/public/articles/old-name");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/api/public/articles/new-name");
  });

  it("does not redirect an old slug to an article that is now a draft", async () => {
    const article = await makeArticle(t.app.ctx, { slug: "now-hidden", status: "draft" });
    await t.db
      .insertInto("slugHistory")
      .values({ oldSlug: "was-visible", articleId: article.id, createdAt: new Date().toISOString() })
      .execute();
    expect((await t.anon.get("/api/public/articles/was-visible")).statusCode).toBe(404);
  });

  it("gives the page renderer found, moved and missing answers", async () => {
    const article = await makeArticle(t.app.ctx, { slug: "renderer-current" });
    await t.db
      .insertInto("slugHistory")
      .values({ oldSlug: "renderer-old", articleId: article.id, createdAt: new Date().toISOString() })
      .execute();
    const found = await getPublicArticle(t.app.ctx, "renderer-current");
    expect(found.kind === "found" && found.article.id).toBe(article.id);
    expect(await getPublicArticle(t.app.ctx, "renderer-old")).toEqual({
      kind: "moved",
      slug: "renderer-current",
    });
    expect(await getPublicArticle(t.app.ctx, "renderer-none")).toEqual({ kind: "missing" });
  });

  it("lists published articles newest first for feeds, without drafts", async () => {
    const older = await makeArticle(t.app.ctx, { publishedAt: "2031-01-01T00:00:00.000Z" });
    const newer = await makeArticle(t.app.ctx, { publishedAt: "2031-06-01T00:00:00.000Z" });
    await makeArticle(t.app.ctx, { status: "draft", slug: "feed-draft" });
    const feed = await listPublishedForFeeds(t.app.ctx, 2);
    expect(feed.map((a) => a.id)).toEqual([newer.id, older.id]);
    const all = await listPublishedForFeeds(t.app.ctx);
    expect(all.some((a) => a.slug === "feed-draft")).toBe(false);
    expect(all.every((a) => a.status === "published")).toBe(true);
  });
});
