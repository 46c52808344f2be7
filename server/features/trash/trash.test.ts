import { afterEach, beforeAll, expect, it } from "vitest";
import { makeArticle, makeCategory } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase, type TestClient } from "../../../test/support/testApp.ts";
import { housekeepingJobs, startScheduledJobs } from "../../app/scheduledJobs.ts";
import { clock } from "../../platform/clock.ts";

describeEachDatabase("trash", (t) => {
  let editor: TestClient;
  let admin: TestClient;
  beforeAll(async () => {
    editor = await t.as("editor");
    admin = await t.as("admin");
  });
  afterEach(() => clock.reset());

  const trash = async () => (await editor.get("/api/admin/trash")).json();
  const listedIds = async () =>
    ((await editor.get("/api/admin/articles")).json() as { id: number }[]).map((article) => article.id);
  /** Where a visitor could meet the article: its page, the API, search, RSS and the sitemap. */
  const publicTraces = async (slug: string, word: string) => ({
    page: (await t.anon.get(`/a/${slug}`)).statusCode,
    api: (await t.anon.get(`/api/public/articles/${slug}`)).statusCode,
    search: (await t.anon.get(`/api/public/search?q=${word}`)).json().results.length,
    rss: (await t.anon.get("/api/public/rss.xml")).body.includes(`/a/${slug}`),
    sitemap: (await t.anon.get("/api/public/sitemap.xml")).body.includes(`/a/${slug}`),
  });

  it("moves a deleted article to the trash, out of every public surface, its slug reserved, and restores it", async () => {
    const article = await makeArticle(t.app.ctx, {
      slug: "trash-lantern",
      title: "Lantern mantles",
      contentHtml: "<p>Replace the quokkaware mantle yearly.</p>",
    });
    const present = { page: 200, api: 200, search: 1, rss: true, sitemap: true };
    expect(await publicTraces("trash-lantern", "quokkaware")).toEqual(present);

    expect((await editor.delete(`/api/admin/articles/${article.id}`)).statusCode).toBe(200);
    expect(await publicTraces("trash-lantern", "quokkaware")).toEqual({
      page: 404,
      api: 404,
      search: 0,
      rss: false,
      sitemap: false,
    });
    expect(await listedIds()).not.toContain(article.id);
    expect((await editor.get(`/api/admin/articles/${article.id}`)).statusCode).toBe(404);
    const listed = (await trash()).articles.find((entry: { id: number }) => entry.id === article.id);
    expect(listed).toMatchObject({ title: "Lantern mantles", slug: "trash-lantern" });
    expect(listed.deletedBy.email).toMatch(/@/);
    expect(Number.isNaN(Date.parse(listed.deletedAt))).toBe(false);

    const reuse = await editor.post("/api/admin/articles", { title: "Other", slug: "trash-lantern" });
    expect(reuse.statusCode).toBe(409);

    const restored = await editor.post(`/api/admin/trash/articles/${article.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(await publicTraces("trash-lantern", "quokkaware")).toEqual(present);
    expect(await listedIds()).toContain(article.id);
    expect((await editor.get(`/api/admin/articles/${article.id}`)).json().status).toBe("published");
    expect((await trash()).articles.map((entry: { id: number }) => entry.id)).not.toContain(article.id);
    expect((await editor.post(`/api/admin/trash/articles/${article.id}/restore`)).statusCode).toBe(404);
  });

  it("trashes a category with its articles and restores them together, each with its status", async () => {
    const category = await makeCategory(t.app.ctx, { slug: "trash-cat", name: "Trash cat" });
    const published = await makeArticle(t.app.ctx, { slug: "trash-cat-pub", categoryId: category.id });
    const draft = await makeArticle(t.app.ctx, {
      slug: "trash-cat-draft",
      categoryId: category.id,
      status: "draft",
    });
    const earlier = await makeArticle(t.app.ctx, { slug: "trash-cat-earlier", categoryId: category.id });
    await editor.delete(`/api/admin/articles/${earlier.id}`);

    expect((await editor.delete(`/api/admin/categories/${category.id}`)).statusCode).toBe(200);
    expect((await t.anon.get("/c/trash-cat")).statusCode).toBe(404);
    expect((await t.anon.get("/api/public/categories/trash-cat")).statusCode).toBe(404);
    expect((await t.anon.get("/a/trash-cat-pub")).statusCode).toBe(404);
    const publicCategories = (await t.anon.get("/api/public/categories")).json();
    expect(publicCategories.map((entry: { slug: string }) => entry.slug)).not.toContain("trash-cat");
    const adminCategories = (await editor.get("/api/admin/categories")).json();
    expect(adminCategories.map((entry: { id: number }) => entry.id)).not.toContain(category.id);
    const listed = await trash();
    expect(listed.categories.find((entry: { id: number }) => entry.id === category.id)).toMatchObject({
      name: "Trash cat",
      articleCount: 2,
    });
    // Articles that went with the category are listed under it, not on their own.
    const trashedArticleIds = listed.articles.map((entry: { id: number }) => entry.id);
    expect(trashedArticleIds).toContain(earlier.id);
    expect(trashedArticleIds).not.toContain(published.id);

    const early = await editor.post(`/api/admin/trash/articles/${earlier.id}/restore`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe("CATEGORY_IN_TRASH");

    expect((await editor.post(`/api/admin/trash/categories/${category.id}/restore`)).statusCode).toBe(200);
    expect((await t.anon.get("/c/trash-cat")).statusCode).toBe(200);
    expect((await t.anon.get("/a/trash-cat-pub")).statusCode).toBe(200);
    expect((await editor.get(`/api/admin/articles/${draft.id}`)).json().status).toBe("draft");
    // The article trashed on its own stays there until restored itself.
    expect((await editor.get(`/api/admin/articles/${earlier.id}`)).statusCode).toBe(404);
    expect((await editor.post(`/api/admin/trash/articles/${earlier.id}/restore`)).statusCode).toBe(200);
  });

  it("keeps category orders unique: trashing one closes the gap, restoring puts it back in its place", async () => {
    const orderOf = async () =>
      ((await editor.get("/api/admin/categories")).json() as { id: number; displayOrder: number }[])
        .sort((a, b) => a.displayOrder - b.displayOrder)
        .map((category) => [category.id, category.displayOrder]);
    // Through the API, as staff create them: each takes the next order.
    const create = async (name: string) =>
      (
        await editor.post("/api/admin/categories", { name, slug: name.toLowerCase().replace(" ", "-") })
      ).json() as {
        id: number;
      };
    const first = await create("Order first");
    const middle = await create("Order middle");
    const last = await create("Order last");
    const before = await orderOf();
    const at = (id: number, rows: number[][]) => rows.findIndex(([rowId]) => rowId === id);
    expect(at(middle.id, before)).toBe(at(first.id, before) + 1);

    expect((await editor.delete(`/api/admin/categories/${middle.id}`)).statusCode).toBe(200);
    const without = await orderOf();
    expect(without.map(([, order]) => order)).toEqual(without.map((_, index) => index));
    expect(at(last.id, without)).toBe(at(first.id, without) + 1);

    expect((await editor.post(`/api/admin/trash/categories/${middle.id}/restore`)).statusCode).toBe(200);
    expect(await orderOf()).toEqual(before);
  });

  it("lets only admins remove for good, one item or the whole trash", async () => {
    const article = await makeArticle(t.app.ctx, { slug: "trash-purge" });
    const category = await makeCategory(t.app.ctx, { slug: "trash-purge-cat" });
    const inCategory = await makeArticle(t.app.ctx, { slug: "trash-purge-in", categoryId: category.id });
    await editor.delete(`/api/admin/articles/${article.id}`);
    await editor.delete(`/api/admin/categories/${category.id}`);

    expect((await editor.delete(`/api/admin/trash/articles/${article.id}`)).statusCode).toBe(403);
    expect((await editor.delete("/api/admin/trash")).statusCode).toBe(403);
    expect((await admin.delete(`/api/admin/trash/articles/${article.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/admin/trash/articles/${article.id}`)).statusCode).toBe(404);
    const rows = await t.db.selectFrom("articles").select("id").where("id", "in", [article.id]).execute();
    expect(rows).toHaveLength(0);

    expect((await admin.delete("/api/admin/trash")).statusCode).toBe(204);
    expect(await trash()).toEqual({ articles: [], categories: [], retentionDays: 30 });
    const gone = await t.db.selectFrom("articles").select("id").where("id", "=", inCategory.id).execute();
    expect(gone).toHaveLength(0);
    // A live article is not in the trash: nothing to remove.
    const live = await makeArticle(t.app.ctx, { slug: "trash-live" });
    expect((await admin.delete(`/api/admin/trash/articles/${live.id}`)).statusCode).toBe(404);
    expect((await editor.get(`/api/admin/articles/${live.id}`)).statusCode).toBe(200);
  });

  it("removes items older than TRASH_RETENTION_DAYS in a job claimed once", async () => {
    const old = await makeArticle(t.app.ctx, { slug: "trash-old" });
    const recent = await makeArticle(t.app.ctx, { slug: "trash-recent" });
    clock.set(new Date(Date.now() - 31 * 86_400_000));
    await editor.delete(`/api/admin/articles/${old.id}`);
    clock.reset();
    await editor.delete(`/api/admin/articles/${recent.id}`);

    const job = housekeepingJobs.find((candidate) => candidate.name === "empty-old-trash")!;
    expect(job).toBeDefined();
    const stop = startScheduledJobs(t.app.ctx, t.app.log, [job], 3_600_000);
    await stop();
    const ids = (await trash()).articles.map((entry: { id: number }) => entry.id);
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(recent.id);
  });
});
