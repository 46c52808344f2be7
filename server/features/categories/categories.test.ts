import { beforeEach, expect, it } from "vitest";
import { makeArticle, makeCategory } from "../../../test/support/contentFactory.ts";
import { describeEachDatabaseFreshPerTest, type TestClient } from "../../../test/support/testApp.ts";

describeEachDatabaseFreshPerTest("admin categories", (t) => {
  let editor: TestClient;
  beforeEach(async () => {
    editor = await t.as("editor");
  });

  const countCategories = async () =>
    Number(
      (
        await t.db
          .selectFrom("categories")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("needs a staff session", async () => {
    expect((await t.anon.get("/api/admin/categories")).statusCode).toBe(401);
    expect((await t.anon.post("/api/admin/categories", { name: "A", slug: "a" })).statusCode).toBe(401);
    const customer = await t.as("customer");
    expect((await customer.delete("/api/admin/categories/1")).statusCode).toBe(403);
  });

  it("creates with the category count as default order, then lists by order with all articles counted", async () => {
    const first = await editor.post("/api/admin/categories", {
      name: " Tents ",
      slug: "tents",
      description: " All tents ",
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      name: "Tents",
      slug: "tents",
      description: "All tents",
      displayOrder: 0,
      articleCount: 0,
    });
    const second = await editor.post("/api/admin/categories", { name: "Packs", slug: "packs" });
    expect(second.json().displayOrder).toBe(1);
    const zero = await editor.post("/api/admin/categories", {
      name: "First",
      slug: "first",
      displayOrder: "0",
    });
    expect(zero.json().displayOrder).toBe(0);
    await makeArticle(t.app.ctx, { categoryId: first.json().id });
    await makeArticle(t.app.ctx, { categoryId: first.json().id, status: "draft" });
    const list = (await editor.get("/api/admin/categories")).json() as {
      slug: string;
      articleCount: number;
    }[];
    expect(list.map((c) => c.slug)).toEqual(["first", "tents", "packs"]);
    expect(list.find((c) => c.slug === "tents")!.articleCount).toBe(2);
    const publicList = (await t.anon.get("/api/public/categories")).json() as {
      slug: string;
      articleCount: number;
    }[];
    expect(publicList.find((c) => c.slug === "tents")!.articleCount).toBe(1);
    // Visitors are not shown categories with nothing published in them.
    expect(publicList.map((c) => c.slug)).toEqual(["tents"]);
  });

  it("keeps orders unique: a category given a taken order moves in and the others shift", async () => {
    for (const slug of ["a", "b", "c"]) await editor.post("/api/admin/categories", { name: slug, slug });
    const d = (await editor.post("/api/admin/categories", { name: "d", slug: "d", displayOrder: 1 })).json();
    const orders = async () =>
      ((await editor.get("/api/admin/categories")).json() as { slug: string; displayOrder: number }[]).map(
        (c) => `${c.slug}${c.displayOrder}`,
      );
    expect(await orders()).toEqual(["a0", "d1", "b2", "c3"]);
    await editor.put(`/api/admin/categories/${d.id}`, { name: "d", slug: "d", displayOrder: 3 });
    expect(await orders()).toEqual(["a0", "b1", "c2", "d3"]);
    const b = (await editor.get("/api/admin/categories")).json()[1];
    await editor.delete(`/api/admin/categories/${b.id}`);
    expect(await orders()).toEqual(["a0", "c1", "d2"]);
  });

  it("reorders every category at once, and refuses a list that misses or repeats one", async () => {
    const ids: number[] = [];
    for (const slug of ["x", "y", "z"])
      ids.push((await editor.post("/api/admin/categories", { name: slug, slug })).json().id);
    const [x, y, z] = ids as [number, number, number];
    expect((await t.anon.put("/api/admin/categories/order", { ids: [z, x, y] })).statusCode).toBe(401);
    const reordered = await editor.put("/api/admin/categories/order", { ids: [z, x, y] });
    expect(reordered.statusCode).toBe(200);
    expect(
      reordered.json().map((c: { slug: string; displayOrder: number }) => `${c.slug}${c.displayOrder}`),
    ).toEqual(["z0", "x1", "y2"]);
    for (const bad of [
      [z, x],
      [z, x, y, y],
      [z, x, 999_999],
      [z, x, y, 999_999],
    ]) {
      const refused = await editor.put("/api/admin/categories/order", { ids: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({ code: "INVALID_INPUT", field: "ids" });
    }
    const invalid = await editor.put("/api/admin/categories/order", { ids: ["x"] });
    expect(invalid.statusCode).toBe(400);
    const after = (await editor.get("/api/admin/categories")).json().map((c: { slug: string }) => c.slug);
    expect(after).toEqual(["z", "x", "y"]);
  });

  it("updates name, slug and order; 409 on a slug clash; 404 for unknown ids", async () => {
    const a = await makeCategory(t.app.ctx, { slug: "alpha", name: "Alpha" });
    await makeCategory(t.app.ctx, { slug: "beta", name: "Beta" });
    const renamed = await editor.put(`/api/admin/categories/${a.id}`, {
      name: "Alpha 2",
      slug: "alpha-2",
      displayOrder: 9,
    });
    expect(renamed.statusCode).toBe(200);
    // Past the end is last: orders stay 0, 1, 2… with no gaps.
    expect(renamed.json()).toMatchObject({ name: "Alpha 2", slug: "alpha-2", displayOrder: 1 });
    expect((await t.anon.get("/api/public/categories/alpha-2")).statusCode).toBe(200);
    const clash = await editor.put(`/api/admin/categories/${a.id}`, { name: "Alpha", slug: "beta" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe("SLUG_TAKEN");
    const before = await countCategories();
    const createClash = await editor.post("/api/admin/categories", { name: "Beta again", slug: "beta" });
    expect(createClash.statusCode).toBe(409);
    expect(await countCategories()).toBe(before);
    expect((await editor.put("/api/admin/categories/999999", { name: "X", slug: "x" })).statusCode).toBe(404);
    expect((await editor.delete("/api/admin/categories/999999")).statusCode).toBe(404);
  });

  it("trashes a category together with its articles; removing it for good takes them (and their tags)", async () => {
    const doomed = await makeCategory(t.app.ctx, { slug: "doomed" });
    const kept = await makeCategory(t.app.ctx, { slug: "kept" });
    const gone = await makeArticle(t.app.ctx, {
      categoryId: doomed.id,
      tags: ["x"],
      slug: "gone-with-category",
    });
    await makeArticle(t.app.ctx, { categoryId: doomed.id, status: "draft" });
    const stays = await makeArticle(t.app.ctx, { categoryId: kept.id });
    const response = await editor.delete(`/api/admin/categories/${doomed.id}`);
    expect(response.statusCode).toBe(200);
    expect((await t.anon.get("/api/public/categories/doomed")).statusCode).toBe(404);
    const admin = await t.as("admin");
    expect((await admin.delete(`/api/admin/trash/categories/${doomed.id}`)).statusCode).toBe(204);
    const left = await t.db.selectFrom("articles").select("id").where("categoryId", "=", doomed.id).execute();
    expect(left).toHaveLength(0);
    const tags = await t.db
      .selectFrom("articleTags")
      .select("tag")
      .where("articleId", "=", gone.id)
      .execute();
    expect(tags).toHaveLength(0);
    expect((await t.anon.get("/api/public/articles/gone-with-category")).statusCode).toBe(404);
    expect((await t.anon.get("/api/public/categories/doomed")).statusCode).toBe(404);
    const stillThere = await t.db
      .selectFrom("articles")
      .select("id")
      .where("id", "=", stays.id)
      .executeTakeFirst();
    expect(stillThere).toBeDefined();
  });

  it("answers bad input with a 4xx JSON error and stores nothing", async () => {
    const existing = await makeCategory(t.app.ctx, { slug: "steady", name: "Steady" });
    const before = await countCategories();
    const bad: unknown[] = [
      {},
      { name: "No slug" },
      { slug: "no-name" },
      { name: "", slug: "empty-name" },
      { name: "Spaces", slug: "   " },
      { name: 5, slug: "five" },
      { name: "x".repeat(1024 * 1024), slug: "huge" },
      { name: "Nul\u0000", slug: "nul" },
      { name: "Slash", slug: "a/b" },
      { name: "Dots", slug: ".." },
      { name: "Space", slug: "a b" },
      { name: "Kanji", slug: "日本" },
      { name: "Neg", slug: "neg", displayOrder: -1 },
      { name: "Frac", slug: "frac", displayOrder: 1.5 },
      { name: "Word", slug: "word", displayOrder: "abc" },
      { name: "Bool", slug: "bool", displayOrder: true },
      { name: "Huge", slug: "huge-order", displayOrder: 1e12 },
      { name: "Extra", slug: "extra", unknown: 1 },
    ];
    for (const body of bad) {
      const label = JSON.stringify(body).slice(0, 60);
      const created = await editor.post("/api/admin/categories", body as Record<string, unknown>);
      expect(created.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(created.statusCode, label).toBeLessThan(500);
      expect(created.json().error.code, label).toEqual(expect.any(String));
      const updated = await editor.put(
        `/api/admin/categories/${existing.id}`,
        body as Record<string, unknown>,
      );
      expect(updated.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(updated.statusCode, label).toBeLessThan(500);
    }
    expect(await countCategories()).toBe(before);
    const row = await t.db
      .selectFrom("categories")
      .selectAll()
      .where("id", "=", existing.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(existing);
    for (const id of ["abc", "-1", "1.5", "0", "99999999999"])
      expect((await editor.delete(`/api/admin/categories/${id}`)).statusCode, id).toBe(400);
  });
});
