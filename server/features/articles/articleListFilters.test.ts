import { beforeAll, expect, it } from "vitest";
import { makeArticle, makeCategory } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase, type TestClient } from "../../../test/support/testApp.ts";

describeEachDatabase("admin article list: curating and finding", (t) => {
  let editor: TestClient;
  let categoryId: number;
  beforeAll(async () => {
    editor = await t.as("editor");
    categoryId = (await makeCategory(t.app.ctx, { slug: "finding" })).id;
    const day = 86_400_000;
    await makeArticle(t.app.ctx, {
      title: "Bravo due",
      categoryId,
      helpfulCount: 5,
      verificationExpiresAt: new Date(Date.now() - day).toISOString(),
    });
    await makeArticle(t.app.ctx, {
      title: "Alpha fine",
      categoryId,
      helpfulCount: 9,
      verificationExpiresAt: new Date(Date.now() + 30 * day).toISOString(),
    });
    await makeArticle(t.app.ctx, { title: "Charlie draft", categoryId, status: "draft", helpfulCount: 1 });
  });

  const titles = async (query: string) =>
    (
      (await editor.get(`/api/admin/articles?categoryId=${categoryId}&${query}`)).json() as {
        title: string;
      }[]
    ).map((article) => article.title);

  it("sorts by last update (default), title or helpfulness", async () => {
    expect(await titles("")).toEqual(["Charlie draft", "Alpha fine", "Bravo due"]);
    expect(await titles("sort=title")).toEqual(["Alpha fine", "Bravo due", "Charlie draft"]);
    expect(await titles("sort=helpful")).toEqual(["Alpha fine", "Bravo due", "Charlie draft"]);
    expect((await editor.get("/api/admin/articles?sort=random")).statusCode).toBe(400);
  });

  it("filters to published articles whose verification is due now", async () => {
    expect(await titles("needsVerification=true")).toEqual(["Bravo due"]);
    expect(await titles("needsVerification=true&status=draft")).toEqual([]);
    expect((await editor.get("/api/admin/articles?needsVerification=yes")).statusCode).toBe(400);
  });

  it("sets Featured through a save, and the home page's Popular Articles shows it first", async () => {
    const plain = await makeArticle(t.app.ctx, {
      slug: "finding-featured",
      title: "Now featured",
      categoryId,
    });
    const saved = await editor.put(`/api/admin/articles/${plain.id}`, {
      title: "Now featured",
      categoryId,
      status: "published",
      featured: true,
      updatedAt: plain.updatedAt,
    });
    expect(saved.json().featured).toBe(true);
    const featured = (await t.anon.get("/api/public/featured")).json() as { slug: string }[];
    expect(featured[0]?.slug).toBe("finding-featured");
  });
});
