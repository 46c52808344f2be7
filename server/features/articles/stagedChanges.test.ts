import { beforeAll, expect, it } from "vitest";
import { makeArticle, makeCategory } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase, type TestClient } from "../../../test/support/testApp.ts";
import { everything } from "../../platform/contentChanges.ts";

describeEachDatabase("staged changes to a published article", (t) => {
  let editor: TestClient;
  let categoryId: number;
  beforeAll(async () => {
    editor = await t.as("editor");
    categoryId = (await makeCategory(t.app.ctx, { slug: "staged-gear", name: "Staged gear" })).id;
  });

  /** What a visitor can get of the article, rendered afresh (every cache emptied first). */
  async function publicSurfaces(slug: string, word: string): Promise<Record<string, string>> {
    t.app.ctx.contentChanges.publish(everything);
    const urls = [
      `/a/${slug}`,
      `/api/public/articles/${slug}`,
      `/api/public/search?q=${word}`,
      "/api/public/rss.xml",
      "/api/public/sitemap.xml",
      "/",
      "/c/staged-gear",
    ];
    const bodies: Record<string, string> = {};
    for (const url of urls) {
      const response = await t.anon.get(url);
      // The hydration state records when it was rendered; everything else must match to the byte.
      const body = response.body.replace(/"at":\d+/g, '"at":0');
      bodies[url] = `${response.statusCode} ${body}`;
    }
    return bodies;
  }

  const stagedInput = (article: { updatedAt: string }, title: string) => ({
    title,
    summary: "Staged summary",
    contentHtml: "<p>Freshly reworded lanternfish guidance</p><script>alert(1)</script>",
    categoryId,
    tags: ["staged"],
    updatedAt: article.updatedAt,
  });

  it("stores staged changes beside the live fields, keeping every public surface byte for byte", async () => {
    const live = await makeArticle(t.app.ctx, {
      slug: "staged-live",
      title: "Live lanterns",
      contentHtml: "<p>Original lanternfish guidance</p>",
      categoryId,
      featured: true,
    });
    const before = await publicSurfaces("staged-live", "lanternfish");
    expect(before["/a/staged-live"]).toMatch(/^200 /);

    const saved = await editor.put(
      `/api/admin/articles/${live.id}/draft`,
      stagedInput(live, "Reworked lanterns"),
    );
    expect(saved.statusCode).toBe(200);
    const article = saved.json();
    expect(article).toMatchObject({ title: "Live lanterns", status: "published", updatedAt: live.updatedAt });
    expect(article.draft).toMatchObject({
      title: "Reworked lanterns",
      slug: "staged-live",
      summary: "Staged summary",
      contentHtml: "<p>Freshly reworded lanternfish guidance</p>",
      tags: ["staged"],
      featured: true,
      verificationInterval: "3-months",
    });
    expect(article.draft.savedBy.email).toMatch(/@/);
    expect((await editor.get(`/api/admin/articles/${live.id}`)).json().draft.title).toBe("Reworked lanterns");

    expect(await publicSurfaces("staged-live", "lanternfish")).toEqual(before);
    const again = await editor.put(
      `/api/admin/articles/${live.id}/draft`,
      stagedInput({ updatedAt: article.draft.savedAt }, "Reworked lanterns, again"),
    );
    expect(again.statusCode).toBe(200);
    expect(await publicSurfaces("staged-live", "lanternfish")).toEqual(before);
  });

  it("publishes staged changes in one step: a new version, search, pages and feeds follow", async () => {
    const live = await makeArticle(t.app.ctx, { slug: "staged-publish", title: "Kayak basics", categoryId });
    const staged = (
      await editor.put(`/api/admin/articles/${live.id}/draft`, {
        ...stagedInput(live, "Kayak basics, rewritten"),
        contentHtml: "<p>Paddle with quillwort strokes</p>",
      })
    ).json();
    const versionsBefore = (await editor.get(`/api/admin/articles/${live.id}/versions`)).json().length;
    expect((await t.anon.get("/api/public/search?q=quillwort")).json().results).toHaveLength(0);

    const published = await editor.post(`/api/admin/articles/${live.id}/draft/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      title: "Kayak basics, rewritten",
      status: "published",
      draft: null,
    });
    expect(Date.parse(published.json().updatedAt)).toBeGreaterThan(Date.parse(live.updatedAt));
    expect((await editor.get(`/api/admin/articles/${live.id}/versions`)).json()).toHaveLength(
      versionsBefore + 1,
    );
    expect((await t.anon.get("/api/public/articles/staged-publish")).json().title).toBe(
      "Kayak basics, rewritten",
    );
    expect((await t.anon.get("/a/staged-publish")).body).toContain("quillwort");
    const found = (await t.anon.get("/api/public/search?q=quillwort")).json().results;
    expect(found.map((result: { slug: string }) => result.slug)).toEqual(["staged-publish"]);
    expect((await t.anon.get("/api/public/rss.xml")).body).toContain("Kayak basics, rewritten");
    expect(staged.draft).not.toBeNull();

    const nothing = await editor.post(`/api/admin/articles/${live.id}/draft/publish`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.code).toBe("NO_STAGED_CHANGES");
  });

  it("discards staged changes with 204, the live article untouched", async () => {
    const live = await makeArticle(t.app.ctx, { slug: "staged-discard", title: "Stove care" });
    await editor.put(`/api/admin/articles/${live.id}/draft`, stagedInput(live, "Stove care v2"));
    const discarded = await editor.delete(`/api/admin/articles/${live.id}/draft`);
    expect(discarded.statusCode).toBe(204);
    expect(discarded.body).toBe("");
    const article = (await editor.get(`/api/admin/articles/${live.id}`)).json();
    expect(article).toMatchObject({ title: "Stove care", draft: null, updatedAt: live.updatedAt });
    expect((await editor.delete(`/api/admin/articles/${live.id}/draft`)).statusCode).toBe(204);
    expect((await editor.delete("/api/admin/articles/999999/draft")).statusCode).toBe(404);
  });

  it("refuses a stale staged save with 409, for staged and live saves alike", async () => {
    const live = await makeArticle(t.app.ctx, { slug: "staged-stale", title: "Two editors" });
    const first = await editor.put(`/api/admin/articles/${live.id}/draft`, stagedInput(live, "First editor"));
    expect(first.statusCode).toBe(200);
    const second = await editor.put(
      `/api/admin/articles/${live.id}/draft`,
      stagedInput(live, "Second editor"),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe("STALE_EDIT");
    // A live save from the same old revision would drop the first editor's staged changes.
    const liveSave = await editor.put(`/api/admin/articles/${live.id}`, {
      ...stagedInput(live, "Live over it"),
      status: "published",
    });
    expect(liveSave.statusCode).toBe(409);
    const article = (await editor.get(`/api/admin/articles/${live.id}`)).json();
    expect(article).toMatchObject({ title: "Two editors", draft: { title: "First editor" } });

    const fromStaged = await editor.put(`/api/admin/articles/${live.id}`, {
      ...stagedInput({ updatedAt: article.draft.savedAt }, "Published by hand"),
      status: "published",
      verificationInterval: "1-month",
    });
    expect(fromStaged.statusCode).toBe(200);
    expect(fromStaged.json()).toMatchObject({ title: "Published by hand", draft: null });
  });

  it("checks what is staged as a save is checked, storing nothing on a refusal", async () => {
    const live = await makeArticle(t.app.ctx, { slug: "staged-rules", title: "Rules" });
    await makeArticle(t.app.ctx, { slug: "staged-rules-taken" });
    const draftArticle = await makeArticle(t.app.ctx, { slug: "staged-rules-draft", status: "draft" });
    const cases = [
      { body: { ...stagedInput(live, "") }, status: 400 },
      { body: { ...stagedInput(live, "No interval"), verificationInterval: "none" }, status: 400 },
      { body: { ...stagedInput(live, "Taken"), slug: "staged-rules-taken" }, status: 409 },
      { body: { ...stagedInput(live, "No category"), categoryId: 999_999 }, status: 400 },
    ];
    for (const { body, status } of cases)
      expect((await editor.put(`/api/admin/articles/${live.id}/draft`, body)).statusCode).toBe(status);
    expect((await editor.get(`/api/admin/articles/${live.id}`)).json().draft).toBeNull();
    const onDraft = await editor.put(
      `/api/admin/articles/${draftArticle.id}/draft`,
      stagedInput(draftArticle, "X"),
    );
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().error.code).toBe("NOT_PUBLISHED");
    const customer = await t.as("customer");
    expect(
      (await customer.put(`/api/admin/articles/${live.id}/draft`, stagedInput(live, "X"))).statusCode,
    ).toBe(403);
    expect((await t.anon.post(`/api/admin/articles/${live.id}/draft/publish`)).statusCode).toBe(401);
  });

  it("unpublishes explicitly: the article leaves the site and keeps its staged changes as its content", async () => {
    const live = await makeArticle(t.app.ctx, { slug: "staged-unpublish", title: "Leaving soon" });
    await editor.put(`/api/admin/articles/${live.id}/draft`, stagedInput(live, "Leaving, reworded"));
    const unpublished = await editor.post(`/api/admin/articles/${live.id}/unpublish`);
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json()).toMatchObject({ status: "draft", title: "Leaving, reworded", draft: null });
    expect((await t.anon.get("/api/public/articles/staged-unpublish")).statusCode).toBe(404);
    expect((await t.anon.get("/a/staged-unpublish")).statusCode).toBe(404);
  });

  it("lists 'changes pending' and filters by it", async () => {
    const pending = await makeArticle(t.app.ctx, { slug: "staged-list-pending", title: "Pending list" });
    const plain = await makeArticle(t.app.ctx, { slug: "staged-list-plain", title: "Plain list" });
    await editor.put(`/api/admin/articles/${pending.id}/draft`, stagedInput(pending, "Pending list v2"));
    const all = (await editor.get("/api/admin/articles?page=1&search=list")).json();
    const byId = new Map(all.map((entry: { id: number; changesPending: boolean }) => [entry.id, entry]));
    expect(byId.get(pending.id)).toMatchObject({ title: "Pending list", changesPending: true });
    expect(byId.get(plain.id)).toMatchObject({ changesPending: false });
    const filtered = (await editor.get("/api/admin/articles?status=changes-pending")).json();
    const ids = filtered.map((entry: { id: number }) => entry.id);
    expect(ids).toContain(pending.id);
    expect(ids).not.toContain(plain.id);
    expect(filtered.every((entry: { changesPending: boolean }) => entry.changesPending)).toBe(true);
  });
});
