import { beforeAll, expect, it } from "vitest";
import { makeArticle, makeCategory } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase, type TestClient } from "../../../test/support/testApp.ts";

const PUBLISH_MESSAGE =
  "A verification interval must be set before publishing. Please select a verification interval in the Article Settings.";

describeEachDatabase("admin articles", (t) => {
  let editor: TestClient;
  let categoryId: number;
  beforeAll(async () => {
    editor = await t.as("editor");
    categoryId = (await makeCategory(t.app.ctx, { slug: "gear", name: "Gear" })).id;
  });

  const countArticles = async () =>
    Number(
      (
        await t.db
          .selectFrom("articles")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("refuses a body nested 45,000 deep, or with too many elements, at once and with a clear 400", async () => {
    const created = await editor.post("/api/admin/articles", { title: "Deep nesting", categoryId });
    const id = created.json().id;
    const deep = `${"<div>".repeat(45_000)}x${"</div>".repeat(45_000)}`;
    const started = Date.now();
    const refused = await editor.put(`/api/admin/articles/${id}`, {
      title: "Deep nesting",
      contentHtml: deep,
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      field: "contentHtml",
      message: "The article's content is nested more than 100 levels deep. Simplify its formatting.",
    });
    const flat = await editor.put(`/api/admin/articles/${id}`, {
      title: "Deep nesting",
      contentHtml: "<b>x</b>".repeat(25_000),
    });
    expect(flat.statusCode).toBe(400);
    expect(flat.json().error.message).toContain("more than 20,000 elements");
    // Lists inside quotes inside tables, as deep as real articles go, are fine.
    const nested = `${"<blockquote>".repeat(40)}<ul><li>ok</li></ul>${"</blockquote>".repeat(40)}`;
    expect(
      (await editor.put(`/api/admin/articles/${id}`, { title: "Deep nesting", contentHtml: nested }))
        .statusCode,
    ).toBe(200);
  });

  it("refuses signed-out visitors and non-staff", async () => {
    expect((await t.anon.get("/api/admin/articles")).statusCode).toBe(401);
    const customer = await t.as("customer");
    expect((await customer.get("/api/admin/articles")).statusCode).toBe(403);
    expect((await customer.post("/api/admin/articles", { title: "X" })).statusCode).toBe(403);
  });

  it("creates a draft with a slug from the title, sanitised HTML, unique trimmed tags and defaults", async () => {
    const response = await editor.post("/api/admin/articles", {
      title: "  Caring for Your Tent! ",
      summary: " Keep it dry ",
      contentHtml: '<p onclick="x()">Dry it <script>alert(1)</script><a href="javascript:x">out</a></p>',
      categoryId,
      tags: [" waterproofing ", "Waterproofing", "care", ""],
    });
    expect(response.statusCode).toBe(201);
    const article = response.json();
    expect(article).toMatchObject({
      slug: "caring-for-your-tent",
      title: "Caring for Your Tent!",
      summary: "Keep it dry",
      status: "draft",
      coverImagePosition: 50,
      tags: ["waterproofing", "care"],
      category: { id: categoryId, name: "Gear", slug: "gear" },
      verificationInterval: "none",
      publishedAt: null,
      readTime: 1,
    });
    expect(article.contentHtml).toBe("<p>Dry it <a>out</a></p>");
    const stored = await t.db
      .selectFrom("articles")
      .select(["contentHtml", "contentText"])
      .where("id", "=", article.id)
      .executeTakeFirstOrThrow();
    expect(stored.contentHtml).not.toContain("script");
    expect(stored.contentText).toBe("Dry it out");
    const draftPublic = await t.anon.get("/api/public/articles/caring-for-your-tent");
    expect(draftPublic.statusCode).toBe(404);
  });

  it("answers 409 when the slug is taken, storing nothing", async () => {
    await makeArticle(t.app.ctx, { slug: "taken-slug" });
    const before = await countArticles();
    const response = await editor.post("/api/admin/articles", { title: "Taken slug" });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("SLUG_TAKEN");
    const explicit = await editor.post("/api/admin/articles", { title: "Other", slug: "taken-slug" });
    expect(explicit.statusCode).toBe(409);
    expect(await countArticles()).toBe(before);
  });

  it("refuses to publish without a verification interval, saying so, on save and on publish", async () => {
    const before = await countArticles();
    const saved = await editor.post("/api/admin/articles", { title: "Publish me now", status: "published" });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.message).toBe(PUBLISH_MESSAGE);
    expect(await countArticles()).toBe(before);

    const draft = (await editor.post("/api/admin/articles", { title: "Publish me later" })).json();
    const publish = await editor.post(`/api/admin/articles/${draft.id}/publish`);
    expect(publish.statusCode).toBe(400);
    expect(publish.json().error.message).toBe(PUBLISH_MESSAGE);
    const row = await t.db
      .selectFrom("articles")
      .select("status")
      .where("id", "=", draft.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("draft");

    const settings = await editor.put(`/api/admin/articles/${draft.id}/verification`, {
      verificationInterval: "3-months",
      customVerificationDate: null,
    });
    expect(settings.statusCode).toBe(200);
    const published = await editor.post(`/api/admin/articles/${draft.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: "published", publishedAt: expect.any(String) });
    expect(published.json().verificationExpiresAt).toEqual(expect.any(String));
    expect((await t.anon.get(`/api/public/articles/${draft.slug}`)).statusCode).toBe(200);
  });

  it("creates an article already published when it carries an interval", async () => {
    const response = await editor.post("/api/admin/articles", {
      title: "Born published",
      status: "published",
      verificationInterval: "custom",
      customVerificationDate: "2030-01-15",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: "published",
      verificationInterval: "custom",
      customVerificationDate: "2030-01-15T00:00:00.000Z",
      verificationExpiresAt: "2030-01-15T00:00:00.000Z",
    });
    const noDate = await editor.post("/api/admin/articles", {
      title: "Custom without date",
      verificationInterval: "custom",
    });
    expect(noDate.statusCode).toBe(400);
  });

  it("updates, storing a version per save, records the old slug and redirects it", async () => {
    const created = (
      await editor.post("/api/admin/articles", {
        title: "Old title",
        status: "published",
        verificationInterval: "1-month",
      })
    ).json();
    const updated = await editor.put(`/api/admin/articles/${created.id}`, {
      title: "New title",
      slug: "new-title",
      status: "published",
      coverImagePosition: 20,
      updatedAt: created.updatedAt,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      slug: "new-title",
      coverImagePosition: 20,
      verificationInterval: "1-month",
    });
    const versions = await editor.get(`/api/admin/articles/${created.id}/versions`);
    expect(versions.statusCode).toBe(200);
    const list = versions.json() as { id: number; editor: { email: string } | null }[];
    expect(list).toHaveLength(2);
    expect(list[0]!.id).toBeGreaterThan(list[1]!.id);
    expect(list[0]!.editor?.email).toContain("@example.com");
    const moved = await t.anon.get("/api/public/articles/old-title");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/api/public/articles/new-title");
    // A new article may take the freed slug; the redirect then stops.
    const reuse = await editor.post("/api/admin/articles", {
      title: "Old title",
      status: "published",
      verificationInterval: "1-month",
    });
    expect(reuse.statusCode).toBe(201);
    expect((await t.anon.get("/api/public/articles/old-title")).json().id).toBe(reuse.json().id);
  });

  it("refuses a stale save with 409 and keeps the newer one", async () => {
    const created = (await editor.post("/api/admin/articles", { title: "Shared draft" })).json();
    const first = await editor.put(`/api/admin/articles/${created.id}`, {
      title: "First editor",
      updatedAt: created.updatedAt,
    });
    expect(first.statusCode).toBe(200);
    const second = await editor.put(`/api/admin/articles/${created.id}`, {
      title: "Second editor",
      updatedAt: created.updatedAt,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe("STALE_EDIT");
    const row = await t.db
      .selectFrom("articles")
      .select("title")
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe("First editor");
  });

  it("lists newest first, 20 a page, with search and category filters", async () => {
    const listCategory = await makeCategory(t.app.ctx, { slug: "list-cat" });
    for (let i = 0; i < 23; i += 1)
      await makeArticle(t.app.ctx, {
        title: i === 3 ? "Zipper repair 100%" : `Listed ${i}`,
        summary: i === 4 ? "How to fix a ZIPPER" : "x",
        categoryId: listCategory.id,
        status: i % 2 ? "draft" : "published",
      });
    const all = (await editor.get("/api/admin/articles")).json() as { updatedAt: string }[];
    expect(all.length).toBeGreaterThanOrEqual(23);
    const sorted = [...all].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    expect(all.map((a) => a.updatedAt)).toEqual(sorted.map((a) => a.updatedAt));
    const page1 = (await editor.get(`/api/admin/articles?page=1&categoryId=${listCategory.id}`)).json();
    const page2 = (await editor.get(`/api/admin/articles?page=2&categoryId=${listCategory.id}`)).json();
    expect(page1).toHaveLength(20);
    expect(page2).toHaveLength(3);
    const search = (await editor.get("/api/admin/articles?page=1&search=zipper")).json() as {
      title: string;
    }[];
    expect(search.map((a) => a.title).sort()).toEqual(["Listed 4", "Zipper repair 100%"]);
    const percent = (await editor.get("/api/admin/articles?search=100%25")).json() as { title: string }[];
    expect(percent.map((a) => a.title)).toEqual(["Zipper repair 100%"]);
  });

  it("reads one article of any status, and 404s unknown ids", async () => {
    const draft = await makeArticle(t.app.ctx, { status: "draft", tags: ["a"] });
    const response = await editor.get(`/api/admin/articles/${draft.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: draft.id, status: "draft", tags: ["a"] });
    expect((await editor.get("/api/admin/articles/999999")).statusCode).toBe(404);
    expect((await editor.get("/api/admin/articles/abc")).statusCode).toBe(400);
    expect((await editor.put("/api/admin/articles/999999", { title: "x" })).statusCode).toBe(404);
    expect((await editor.post("/api/admin/articles/999999/publish")).statusCode).toBe(404);
  });

  it("moves a deleted article to the trash; removing it for good takes its tags, versions and ratings", async () => {
    const created = (
      await editor.post("/api/admin/articles", {
        title: "Doomed",
        tags: ["x"],
        status: "published",
        verificationInterval: "6-months",
      })
    ).json();
    await t.anon.post("/api/public/articles/doomed/rate", { value: 1 });
    const response = await editor.delete(`/api/admin/articles/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect((await editor.get(`/api/admin/articles/${created.id}`)).statusCode).toBe(404);
    expect((await t.anon.get("/api/public/articles/doomed")).statusCode).toBe(404);
    const admin = await t.as("admin");
    expect((await admin.delete(`/api/admin/trash/articles/${created.id}`)).statusCode).toBe(204);
    for (const table of ["articleTags", "articleVersions", "ratings"] as const) {
      const rows = await t.db
        .selectFrom(table)
        .select("articleId")
        .where("articleId", "=", created.id)
        .execute();
      expect(rows, table).toHaveLength(0);
    }
    expect((await editor.delete(`/api/admin/articles/${created.id}`)).statusCode).toBe(404);
  });

  it("answers bad input with a 4xx JSON error and stores nothing", async () => {
    const before = await countArticles();
    const bad: unknown[] = [
      {},
      { title: "" },
      { title: "   " },
      { title: 42 },
      { title: "x".repeat(1024 * 1024) },
      { title: "Nul\u0000byte" },
      { title: "Ok", contentHtml: "a\u0000b" },
      { title: "Ok", unknownField: 1 },
      { title: "Ok", slug: "a/b" },
      { title: "Ok", slug: ".." },
      { title: "Ok", slug: "has space" },
      { title: "Ok", slug: "日本語" },
      { title: "Ok", slug: "UPPER" },
      { title: "Ok", status: "archived" },
      { title: "Ok", categoryId: "1" },
      { title: "Ok", categoryId: 999999 },
      { title: "Ok", coverImagePosition: 101 },
      { title: "Ok", coverImagePosition: -1 },
      { title: "Ok", coverImageUrl: "javascript:alert(1)" },
      { title: "Ok", tags: "a,b" },
      { title: "Ok", tags: [1] },
      { title: "Ok", verificationInterval: "weekly" },
      { title: "Ok", updatedAt: "yesterday" },
      [],
      "not json",
    ];
    for (const body of bad) {
      const response = await editor.post("/api/admin/articles", body as Record<string, unknown>);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
      expect(response.json().error.message).toEqual(expect.any(String));
    }
    for (const page of ["-1", "0", "1.5", "abc", "99999999999"]) {
      const response = await editor.get(`/api/admin/articles?page=${page}`);
      expect(response.statusCode, page).toBe(400);
    }
    expect((await editor.get("/api/admin/articles?categoryId=x")).statusCode).toBe(400);
    expect((await editor.get("/api/admin/articles?unknown=1")).statusCode).toBe(400);
    expect((await editor.get(`/api/admin/articles?search=${"x".repeat(201)}`)).statusCode).toBe(400);
    expect(await countArticles()).toBe(before);
  });

  it("refuses a bad update without changing the stored article", async () => {
    const article = await makeArticle(t.app.ctx, { title: "Stable", status: "draft" });
    for (const body of [{ title: "" }, { title: "Ok", slug: "a/b" }, { title: "Ok", extra: true }]) {
      const response = await editor.put(`/api/admin/articles/${article.id}`, body);
      expect(response.statusCode).toBe(400);
    }
    const row = await t.db
      .selectFrom("articles")
      .selectAll()
      .where("id", "=", article.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(article);
  });
});
