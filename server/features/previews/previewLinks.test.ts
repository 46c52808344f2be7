import { afterEach, beforeAll, expect, it } from "vitest";
import { makeArticle } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase, type TestClient } from "../../../test/support/testApp.ts";
import { clock } from "../../platform/clock.ts";

describeEachDatabase("preview links", (t) => {
  let editor: TestClient;
  beforeAll(async () => {
    editor = await t.as("editor");
  });
  afterEach(() => clock.reset());

  const pathOf = (url: string) => new URL(url).pathname;

  it("shows a draft to a signed-out visitor in the public layout, marked, never cached nor indexed", async () => {
    const draft = await makeArticle(t.app.ctx, {
      slug: "preview-draft",
      title: "Winter camping checklist",
      contentHtml: "<p>Pack a second sleeping pad.</p>",
      status: "draft",
    });
    expect((await t.anon.get("/a/preview-draft")).statusCode).toBe(404);
    const made = await editor.post(`/api/admin/articles/${draft.id}/preview-link`, {});
    expect(made.statusCode).toBe(201);
    const { url, expiresAt } = made.json();
    expect(url).toMatch(/^https?:\/\/[^/]+\/preview\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);

    const page = await t.anon.get(pathOf(url));
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.headers.etag).toBeUndefined();
    expect(page.body).toContain("Preview — not published");
    expect(page.body).toContain("Winter camping checklist");
    expect(page.body).toContain("Pack a second sleeping pad.");
    expect(page.body).toContain('<meta name="robots" content="noindex,nofollow">');

    // Only the token's hash is stored.
    const token = pathOf(url).split("/").pop()!;
    const rows = await t.db
      .selectFrom("previewLinks")
      .selectAll()
      .where("articleId", "=", draft.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);

    // Rendered for each request: a save shows at once.
    await editor.put(`/api/admin/articles/${draft.id}`, { title: "Winter camping, revised" });
    expect((await t.anon.get(pathOf(url))).body).toContain("Winter camping, revised");
    expect((await t.anon.get("/a/preview-draft")).statusCode).toBe(404);
  });

  it("shows a published article's staged changes while the public page keeps the live version", async () => {
    const live = await makeArticle(t.app.ctx, { slug: "preview-staged", title: "Stove fuel basics" });
    await editor.put(`/api/admin/articles/${live.id}/draft`, {
      title: "Stove fuel, the complete guide",
      updatedAt: live.updatedAt,
    });
    const { url } = (await editor.post(`/api/admin/articles/${live.id}/preview-link`, {})).json();
    const preview = await t.anon.get(pathOf(url));
    expect(preview.body).toContain("Stove fuel, the complete guide");
    const publicPage = await t.anon.get("/a/preview-staged");
    expect(publicPage.body).toContain("Stove fuel basics");
    expect(publicPage.body).not.toContain("complete guide");
  });

  it("answers 410 once expired, revoked, or the article deleted", async () => {
    const article = await makeArticle(t.app.ctx, { slug: "preview-gone", status: "draft" });
    const short = (
      await editor.post(`/api/admin/articles/${article.id}/preview-link`, { expiresInDays: 1 })
    ).json();
    expect((await t.anon.get(pathOf(short.url))).statusCode).toBe(200);
    clock.set(new Date(Date.parse(short.expiresAt) + 1000));
    const expired = await t.anon.get(pathOf(short.url));
    expect(expired.statusCode).toBe(410);
    expect(expired.headers["cache-control"]).toBe("no-store");
    expect(expired.body).toContain("This preview link no longer works");
    clock.reset();

    const first = (await editor.post(`/api/admin/articles/${article.id}/preview-link`, {})).json();
    const second = (await editor.post(`/api/admin/articles/${article.id}/preview-link`, {})).json();
    expect(first.url).not.toBe(second.url);
    expect((await editor.delete(`/api/admin/articles/${article.id}/preview-link`)).statusCode).toBe(204);
    expect((await t.anon.get(pathOf(first.url))).statusCode).toBe(410);
    expect((await t.anon.get(pathOf(second.url))).statusCode).toBe(410);

    const third = (await editor.post(`/api/admin/articles/${article.id}/preview-link`, {})).json();
    expect((await editor.delete(`/api/admin/articles/${article.id}`)).statusCode).toBe(200);
    expect((await t.anon.get(pathOf(third.url))).statusCode).toBe(410);
    expect((await t.anon.get("/preview/not-a-token")).statusCode).toBe(410);
  });

  it("refuses bad input and callers who are not staff, storing nothing", async () => {
    const article = await makeArticle(t.app.ctx, { slug: "preview-rules", status: "draft" });
    const count = async () =>
      (
        await t.db
          .selectFrom("previewLinks")
          .select("tokenHash")
          .where("articleId", "=", article.id)
          .execute()
      ).length;
    for (const body of [{ expiresInDays: 31 }, { expiresInDays: 0 }, { expiresInDays: 1.5 }, { other: 1 }]) {
      const response = await editor.post(`/api/admin/articles/${article.id}/preview-link`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBeTruthy();
    }
    const month = await editor.post(`/api/admin/articles/${article.id}/preview-link`, { expiresInDays: 30 });
    expect(month.statusCode).toBe(201);
    expect((await editor.post("/api/admin/articles/999999/preview-link", {})).statusCode).toBe(404);
    expect((await t.anon.post(`/api/admin/articles/${article.id}/preview-link`, {})).statusCode).toBe(401);
    const customer = await t.as("customer");
    expect((await customer.post(`/api/admin/articles/${article.id}/preview-link`, {})).statusCode).toBe(403);
    expect((await customer.delete(`/api/admin/articles/${article.id}/preview-link`)).statusCode).toBe(403);
    expect(await count()).toBe(1);
  });
});
