import { expect, it } from "vitest";
import { makeArticle } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase } from "../../../test/support/testApp.ts";

describeEachDatabase("renamed category slugs", (t) => {
  it("answers 301 from the old address to the new one, keeping the query", async () => {
    const admin = await t.as("editor");
    const created = await admin.post("/api/admin/categories", {
      name: "Camp Cooking",
      slug: "camp-cooking-old",
    });
    const { id } = created.json();
    await makeArticle(t.app.ctx, { categoryId: id, status: "published" });
    const renamed = await admin.put(`/api/admin/categories/${id}`, {
      name: "Camp Cooking",
      slug: "camp-cooking",
    });
    expect(renamed.statusCode).toBe(200);

    const old = await t.anon.get("/c/camp-cooking-old?page=2&sort=title");
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe("/c/camp-cooking?page=2&sort=title");
    expect((await t.anon.get("/c/camp-cooking")).statusCode).toBe(200);

    // Renamed again: both old addresses lead to the current one; taking a slug back ends its redirect.
    await admin.put(`/api/admin/categories/${id}`, { name: "Camp Cooking", slug: "camp-kitchen" });
    expect((await t.anon.get("/c/camp-cooking-old")).headers.location).toBe("/c/camp-kitchen");
    expect((await t.anon.get("/c/camp-cooking")).headers.location).toBe("/c/camp-kitchen");
    await admin.put(`/api/admin/categories/${id}`, { name: "Camp Cooking", slug: "camp-cooking" });
    expect((await t.anon.get("/c/camp-cooking")).statusCode).toBe(200);
    expect((await t.anon.get("/c/camp-kitchen")).headers.location).toBe("/c/camp-cooking");
    expect((await t.anon.get("/c/never-existed")).statusCode).toBe(404);
  });

  it("gives an old slug to a new category that takes it", async () => {
    const admin = await t.as("editor");
    const first = (await admin.post("/api/admin/categories", { name: "Packs", slug: "packs-old" })).json();
    await admin.put(`/api/admin/categories/${first.id}`, { name: "Packs", slug: "packs" });
    expect((await t.anon.get("/c/packs-old")).statusCode).toBe(301);
    const taker = await admin.post("/api/admin/categories", { name: "Packs (old)", slug: "packs-old" });
    expect(taker.statusCode).toBe(201);
    const page = await t.anon.get("/c/packs-old");
    expect(page.statusCode).toBe(200);
  });
});
