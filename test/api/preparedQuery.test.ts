import { expect, it } from "vitest";
import { preparedQuery } from "../../server/platform/db/preparedQuery.ts";
import { makeArticle, makeCategory } from "../support/contentFactory.ts";
import { describeEachDatabase } from "../support/testApp.ts";

const bySlug = preparedQuery((db, { slug }: { slug: string }) =>
  db.selectFrom("articles").select(["id", "slug"]).where("slug", "=", slug),
);

const inCategoryOrAmong = preparedQuery(
  (db, { categoryId, ids }: { categoryId: number | null; ids: number[] }, order: "id" | "slug") =>
    db
      .selectFrom("articles")
      .select(["id", "slug"])
      .where((eb) =>
        eb.or([
          ...(categoryId === null ? [] : [eb("categoryId", "=", categoryId)]),
          ...(ids.length > 0 ? [eb("id", "in", ids)] : []),
          eb("slug", "=", "never"),
        ]),
      )
      .orderBy(order),
);

describeEachDatabase("prepared queries", (t) => {
  it("run with each call's values", async () => {
    const first = await makeArticle(t.app.ctx);
    const second = await makeArticle(t.app.ctx);
    expect(await bySlug(t.db, { slug: first.slug })).toEqual([{ id: first.id, slug: first.slug }]);
    expect(await bySlug(t.db, { slug: second.slug })).toEqual([{ id: second.id, slug: second.slug }]);
    expect(await bySlug(t.db, { slug: "missing" })).toEqual([]);
  });

  it("prepare a shape for each list length, null value and variant", async () => {
    const category = await makeCategory(t.app.ctx);
    const other = await makeCategory(t.app.ctx);
    const a = await makeArticle(t.app.ctx, { categoryId: category.id, slug: "b-in-category" });
    const b = await makeArticle(t.app.ctx, { categoryId: other.id, slug: "a-elsewhere" });
    const c = await makeArticle(t.app.ctx, { categoryId: other.id, slug: "c-elsewhere" });
    const ids = async (values: { categoryId: number | null; ids: number[] }, order: "id" | "slug" = "id") =>
      (await inCategoryOrAmong(t.db, values, order)).map((row) => row.id);
    expect(await ids({ categoryId: category.id, ids: [] })).toEqual([a.id]);
    expect(await ids({ categoryId: category.id, ids: [b.id] })).toEqual([a.id, b.id]);
    expect(await ids({ categoryId: null, ids: [b.id, c.id] })).toEqual([b.id, c.id]);
    expect(await ids({ categoryId: null, ids: [c.id] })).toEqual([c.id]);
    expect(await ids({ categoryId: null, ids: [] })).toEqual([]);
    expect(await ids({ categoryId: category.id, ids: [b.id, c.id] }, "slug")).toEqual([b.id, a.id, c.id]);
  });

  it("refuse a query that computes with a value or leaves one out", async () => {
    const computing = preparedQuery((db, { slug }: { slug: string }) =>
      db.selectFrom("articles").select("id").where("slug", "=", slug.toLowerCase()),
    );
    await expect(computing(t.db, { slug: "x" })).rejects.toThrow();
    const ignoring = preparedQuery((db, _values: { slug: string }) => db.selectFrom("articles").select("id"));
    await expect(ignoring(t.db, { slug: "x" })).rejects.toThrow(/place every value/);
  });
});
