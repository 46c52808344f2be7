import { beforeAll, expect, it } from "vitest";
import { describeEachDatabase, type TestClient } from "../../../test/support/testApp.ts";
import { recordSearches } from "../search/events/searchRecording.ts";

describeEachDatabase("search gaps", (t) => {
  let editor: TestClient;
  beforeAll(async () => {
    editor = await t.as("editor");
  });
  const links = async () =>
    (await editor.get("/api/admin/gaps")).json() as {
      query: string;
      article: { id: number; title: string; status: string };
      covered: boolean;
    }[];

  it("writes a draft for a missing answer, links queries to it, and reports the gap closed once published", async () => {
    const written = await editor.post("/api/admin/gaps/write", { query: "  Warp  Drive " });
    expect(written.statusCode).toBe(201);
    const { articleId } = written.json();
    const article = (await editor.get(`/api/admin/articles/${articleId}`)).json();
    expect(article).toMatchObject({ title: "Warp Drive", status: "draft" });
    expect((await editor.post("/api/admin/gaps", { query: "warp engine", articleId })).statusCode).toBe(200);
    // Linking twice changes nothing.
    expect((await editor.post("/api/admin/gaps", { query: "WARP engine", articleId })).statusCode).toBe(200);
    const linked = (await links()).filter((link) => link.article.id === articleId);
    expect(linked.map((link) => [link.query, link.covered]).sort()).toEqual([
      ["warp drive", false],
      ["warp engine", false],
    ]);
    // A search before publishing does not count for the closed gap.
    await recordSearches(t.db, [
      { query: "warp drive", resultCount: 0, visitor: "gap-v0", at: new Date(Date.now() - 60_000) },
    ]);

    expect(
      (
        await editor.put(`/api/admin/articles/${articleId}/verification`, {
          verificationInterval: "3-months",
        })
      ).statusCode,
    ).toBe(200);
    expect((await editor.post(`/api/admin/articles/${articleId}/publish`)).statusCode).toBe(200);
    expect(
      (await links()).filter((link) => link.article.id === articleId).every((link) => link.covered),
    ).toBe(true);

    const later = new Date(Date.now() + 1000);
    await recordSearches(t.db, [
      { query: "warp drive", resultCount: 1, visitor: "gap-v1", at: later },
      { query: "warp drive", resultCount: 1, visitor: "gap-v2", at: later },
      { query: "warp engine", resultCount: 0, visitor: "gap-v3", at: later },
    ]);
    const event = await t.db
      .selectFrom("searchEvents")
      .select("id")
      .where("query", "=", "warp drive")
      .where("visitor", "=", "gap-v1")
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("searchClicks")
      .values({ searchEventId: event.id, articleId, position: 1, createdAt: later.toISOString() })
      .execute();

    const report = await editor.get("/api/admin/gaps/closed?days=7");
    expect(report.statusCode).toBe(200);
    const closed = report.json().closed as {
      query: string;
      searches: number;
      withResults: number;
      withClick: number;
    }[];
    expect(closed.find((gap) => gap.query === "warp drive")).toMatchObject({
      searches: 2,
      withResults: 2,
      withClick: 1,
    });
    expect(closed.find((gap) => gap.query === "warp engine")).toMatchObject({
      searches: 1,
      withResults: 0,
      withClick: 0,
    });
  });

  it("links several queries at once: to a new draft titled with the first, or to an existing article", async () => {
    const written = await editor.post("/api/admin/gaps/write", {
      query: "Stove  fuel",
      moreQueries: ["gas canister", "STOVE FUEL", "butane"],
    });
    expect(written.statusCode).toBe(201);
    const { articleId } = written.json();
    expect((await editor.get(`/api/admin/articles/${articleId}`)).json().title).toBe("Stove fuel");
    const linkedTo = async (id: number) =>
      (await links())
        .filter((link) => link.article.id === id)
        .map((link) => link.query)
        .sort();
    expect(await linkedTo(articleId)).toEqual(["butane", "gas canister", "stove fuel"]);

    const existing = (
      await editor.post("/api/admin/articles", { title: "Water filters", verificationInterval: "1-month" })
    ).json();
    const linked = await editor.post("/api/admin/gaps", {
      query: "water purifier",
      moreQueries: ["clean water", "water purifier"],
      articleId: existing.id,
    });
    expect(linked.statusCode).toBe(200);
    expect(await linkedTo(existing.id)).toEqual(["clean water", "water purifier"]);

    // One bad query refuses the whole request, linking none.
    const refused = await editor.post("/api/admin/gaps", {
      query: "hydration",
      moreQueries: ["ok", "   "],
      articleId: existing.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(await linkedTo(existing.id)).toEqual(["clean water", "water purifier"]);
    const tooMany = Array.from({ length: 50 }, (_, index) => `query ${index}`);
    expect(
      (await editor.post("/api/admin/gaps/write", { query: "many", moreQueries: tooMany })).statusCode,
    ).toBe(400);
  });

  it("refuses bad input and strangers", async () => {
    expect((await editor.post("/api/admin/gaps/write", { query: "   " })).statusCode).toBe(400);
    expect((await editor.post("/api/admin/gaps", { query: "x", articleId: 999999 })).statusCode).toBe(404);
    expect((await editor.post("/api/admin/gaps", { query: "x" })).statusCode).toBe(400);
    expect((await editor.get("/api/admin/gaps/closed?days=5")).statusCode).toBe(400);
    expect((await t.anon.get("/api/admin/gaps")).statusCode).toBe(401);
    expect((await t.anon.post("/api/admin/gaps/write", { query: "x" })).statusCode).toBe(401);
  });
});
