import { beforeAll, expect, it } from "vitest";
import { makeArticle, makeCategory } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase, type TestClient } from "../../../test/support/testApp.ts";

describeEachDatabase("article versions and list filters", (t) => {
  let editor: TestClient;
  beforeAll(async () => {
    editor = await t.as("editor");
  });

  it("answers one saved version whole, as that save left it, with its editor", async () => {
    const created = (
      await editor.post("/api/admin/articles", {
        title: "Pitching in wind",
        summary: "First summary",
        contentHtml: "<p>Stake the windward side first.</p>",
        tags: ["wind", "stakes"],
        seoTitle: "Wind",
      })
    ).json();
    const updated = await editor.put(`/api/admin/articles/${created.id}`, {
      title: "Pitching a tent in strong wind",
      summary: "Second summary",
      contentHtml: "<p>Stake the windward side first, then guy out.</p>",
      tags: ["wind"],
      updatedAt: created.updatedAt,
    });
    expect(updated.statusCode).toBe(200);
    const list = (await editor.get(`/api/admin/articles/${created.id}/versions`)).json() as { id: number }[];
    const first = await editor.get(`/api/admin/articles/${created.id}/versions/${list[1]!.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      id: list[1]!.id,
      title: "Pitching in wind",
      slug: "pitching-in-wind",
      summary: "First summary",
      contentHtml: "<p>Stake the windward side first.</p>",
      tags: ["wind", "stakes"],
      seoTitle: "Wind",
      status: "draft",
      coverImagePosition: 50,
    });
    expect(first.json().editor.email).toContain("@example.com");
    const latest = (await editor.get(`/api/admin/articles/${created.id}/versions/${list[0]!.id}`)).json();
    expect(latest.title).toBe("Pitching a tent in strong wind");
    expect(latest.tags).toEqual(["wind"]);
  });

  it("answers 404 for a version of another article or a missing one, 400 for a bad id, 401 signed out", async () => {
    const a = (await editor.post("/api/admin/articles", { title: "Version owner A" })).json();
    const b = (await editor.post("/api/admin/articles", { title: "Version owner B" })).json();
    const [versionOfB] = (await editor.get(`/api/admin/articles/${b.id}/versions`)).json() as {
      id: number;
    }[];
    const foreign = await editor.get(`/api/admin/articles/${a.id}/versions/${versionOfB!.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe("NOT_FOUND");
    expect((await editor.get(`/api/admin/articles/${a.id}/versions/999999`)).statusCode).toBe(404);
    expect((await editor.get(`/api/admin/articles/999999/versions/${versionOfB!.id}`)).statusCode).toBe(404);
    expect((await editor.get(`/api/admin/articles/${a.id}/versions/abc`)).statusCode).toBe(400);
    expect((await t.anon.get(`/api/admin/articles/${a.id}/versions/${versionOfB!.id}`)).statusCode).toBe(401);
  });

  it("filters the admin list by status, alone and with category and search", async () => {
    const category = await makeCategory(t.app.ctx, { slug: "filters", name: "Filters" });
    await makeArticle(t.app.ctx, {
      slug: "filter-draft",
      title: "Filter draft",
      status: "draft",
      categoryId: category.id,
    });
    await makeArticle(t.app.ctx, {
      slug: "filter-live",
      title: "Filter live",
      status: "published",
      categoryId: category.id,
    });
    const ids = async (query: string) =>
      ((await editor.get(`/api/admin/articles?${query}`)).json() as { slug: string }[]).map((a) => a.slug);
    expect(await ids(`categoryId=${category.id}&status=draft`)).toEqual(["filter-draft"]);
    expect(await ids(`categoryId=${category.id}&status=published`)).toEqual(["filter-live"]);
    expect((await ids(`categoryId=${category.id}`)).sort()).toEqual(["filter-draft", "filter-live"]);
    expect(await ids("page=1&search=filter%20live&status=published")).toEqual(["filter-live"]);
    const drafts = (await editor.get("/api/admin/articles?status=draft")).json() as { status: string }[];
    expect(drafts.every((article) => article.status === "draft")).toBe(true);
    const bad = await editor.get("/api/admin/articles?status=archived");
    expect(bad.statusCode).toBe(400);
  });
});
