import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchResponse } from "../../../shared/schemas/search.ts";
import { buildCustomApp } from "../../../test/support/customApp.ts";
import { insertArticles } from "../../../test/support/searchFixtures.ts";
import { describeEachDatabase, type TestContext } from "../../../test/support/testApp.ts";
import { testDialects } from "../../../test/support/testDatabases.ts";

/** What a repeated search shows, however it is asked: the dropdown, a results page of the API, the results page. */
async function shown(t: TestContext, query: string) {
  const q = encodeURIComponent(query);
  const dropdown = (await t.anon.get(`/api/public/search?q=${q}`)).json() as SearchResponse;
  const ranked = (await t.anon.get(`/api/public/search?q=${q}&page=1`)).json() as SearchResponse;
  const page = await t.anon.get(`/search?q=${q}`);
  expect(page.statusCode).toBe(200);
  return {
    dropdown: dropdown.results.map((result) => `${result.title} (${result.category?.name})`),
    ranked: ranked.results.map((result) => `${result.title} (${result.category?.name})`),
    didYouMean: dropdown.didYouMean,
    page: page.body,
  };
}

describeEachDatabase(
  "repeated searches answered from the cache",
  (t) => {
    it("never answers from before a publish, edit, rename, unpublish, trash or synonym", async () => {
      const editor = await t.as("editor");
      const admin = await t.as("admin");
      const category = (
        await editor.post("/api/admin/categories", { name: "Galley", slug: "galley" })
      ).json();
      const article = {
        title: "Quokka stove priming",
        summary: "Prime the burner.",
        contentHtml: "<p>Prime the quokka burner before lighting it.</p>",
        categoryId: category.id,
        tags: [],
        verificationInterval: "6-months",
      };
      const { id } = (await editor.post("/api/admin/articles", article)).json();
      // Asked twice before each change: the second answer is the cached one.
      for (let i = 0; i < 2; i += 1) {
        expect((await shown(t, "quokka stove")).ranked).toEqual([]);
        const typo = await shown(t, "quokkka stove");
        expect([typo.ranked, typo.didYouMean]).toEqual([[], undefined]);
      }

      expect((await editor.post(`/api/admin/articles/${id}/publish`)).statusCode).toBe(200);
      for (let i = 0; i < 2; i += 1) {
        const after = await shown(t, "quokka stove");
        expect(after.ranked).toEqual(["Quokka stove priming (Galley)"]);
        expect(after.dropdown).toEqual(["Quokka stove priming (Galley)"]);
        expect(after.page).toContain("Quokka stove priming");
      }
      // A misspelt search's answer (found through the typo, or "Did you mean") follows too.
      const typo = await shown(t, "quokkka stove");
      expect(typo.ranked.length > 0 || typo.didYouMean === "quokka stove").toBe(true);

      await editor.put(`/api/admin/articles/${id}`, {
        ...article,
        title: "Quokka stove lighting",
        status: "published",
      });
      for (let i = 0; i < 2; i += 1) {
        const after = await shown(t, "quokka stove");
        expect(after.ranked).toEqual(["Quokka stove lighting (Galley)"]);
        expect(after.page).toContain("Quokka stove lighting");
        expect(after.page).not.toContain("Quokka stove priming");
      }

      await editor.put(`/api/admin/categories/${category.id}`, { name: "Kitchen", slug: "galley" });
      for (let i = 0; i < 2; i += 1)
        expect((await shown(t, "quokka stove")).ranked).toEqual(["Quokka stove lighting (Kitchen)"]);

      expect((await editor.post(`/api/admin/articles/${id}/unpublish`)).statusCode).toBe(200);
      for (let i = 0; i < 2; i += 1) {
        const after = await shown(t, "quokka stove");
        expect(after.ranked).toEqual([]);
        expect(after.page).not.toContain("Quokka stove lighting");
      }

      expect((await editor.post(`/api/admin/articles/${id}/publish`)).statusCode).toBe(200);
      expect((await shown(t, "quokka stove")).ranked).toEqual(["Quokka stove lighting (Kitchen)"]);
      // A word nobody wrote finds nothing until staff make it a synonym.
      for (let i = 0; i < 2; i += 1) expect((await shown(t, "wallaby")).ranked).toEqual([]);
      const saved = await admin.put("/api/admin/settings", { search_synonyms: ["quokka, wallaby"] });
      expect(saved.statusCode, saved.body).toBe(200);
      for (let i = 0; i < 2; i += 1)
        expect((await shown(t, "wallaby")).ranked).toEqual(["Quokka stove lighting (Kitchen)"]);

      expect((await editor.delete(`/api/admin/articles/${id}`)).statusCode).toBeLessThan(300);
      for (let i = 0; i < 2; i += 1) {
        expect((await shown(t, "quokka stove")).ranked).toEqual([]);
        expect((await shown(t, "wallaby")).ranked).toEqual([]);
      }
      await admin.put("/api/admin/settings", { search_synonyms: [] });
    });

    it("answers a repeat from the cache: a change nothing announced shows only once a change is published", async () => {
      const { ids } = await insertArticles(t.db, t.app.ctx.search, "Hammocks", [
        { slug: "hammock-ridgeline", title: "Hammock ridgeline", body: "Tie the ridgeline taut." },
      ]);
      expect((await shown(t, "ridgeline")).ranked).toEqual(["Hammock ridgeline (Hammocks)"]);
      // The category renamed behind the app's back (no index sync, no content change).
      const categoryId = (
        await t.db
          .selectFrom("articles")
          .select("categoryId")
          .where("id", "=", ids.get("hammock-ridgeline")!)
          .executeTakeFirstOrThrow()
      ).categoryId!;
      await t.db.updateTable("categories").set({ name: "Hanging" }).where("id", "=", categoryId).execute();
      expect((await shown(t, "ridgeline")).ranked).toEqual(["Hammock ridgeline (Hammocks)"]);
      t.app.ctx.contentChanges.publish();
      expect((await shown(t, "ridgeline")).ranked).toEqual(["Hammock ridgeline (Hanging)"]);
    });
  },
  { searchRateLimitPerMinute: 100_000 },
);

describeEachDatabase(
  "cached searches within the search limit",
  (t) => {
    it("still counts a cached search against its visitor's search limit", async () => {
      await insertArticles(t.db, t.app.ctx.search, "Hammocks", [
        { slug: "hammock-straps", title: "Hammock straps", body: "Wide straps spare the tree." },
      ]);
      const search = (url: string) => t.app.inject({ url, remoteAddress: "127.0.0.77" });
      expect((await search("/api/public/search?q=hammock")).statusCode).toBe(200);
      expect((await search("/api/public/search?q=hammock")).statusCode).toBe(200);
      // The results page shares the count; past it the page renders without results.
      const third = await search("/search?q=hammock");
      expect(third.body).toContain("Hammock straps");
      expect((await search("/search?q=hammock")).body).not.toContain("Hammock straps");
      expect((await search("/api/public/search?q=hammock")).statusCode).toBe(429);
      const other = await t.app.inject({ url: "/search?q=hammock", remoteAddress: "127.0.0.78" });
      expect(other.body).toContain("Hammock straps");
    });
  },
  { searchRateLimitPerMinute: 3 },
);

describeEachDatabase("public JSON answers kept like pages", (t) => {
  it("sends the pages' Cache-Control and an ETag, 304 when it matches, and never an answer from before a change", async () => {
    const editor = await t.as("editor");
    const category = (await editor.post("/api/admin/categories", { name: "Ropes", slug: "ropes" })).json();
    const article = {
      title: "Coiling a rope",
      summary: "Butterfly coil.",
      contentHtml: "<p>Coil it.</p>",
      categoryId: category.id,
      tags: [],
      verificationInterval: "6-months",
    };
    const { id, slug } = (await editor.post("/api/admin/articles", article)).json();
    await editor.post(`/api/admin/articles/${id}/publish`);
    const urls = ["/api/public/articles/", "/api/public/categories", "/api/public/categories/ropes"];
    urls[0] += slug;
    const first = await Promise.all(urls.map((url) => t.anon.get(url)));
    for (const [i, response] of first.entries()) {
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      const again = await t.anon.get(urls[i]!, {
        "if-none-match": String(response.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    }

    await editor.put(`/api/admin/articles/${id}`, {
      ...article,
      title: "Coiling a climbing rope",
      featured: true,
      status: "published",
    });
    expect((await t.anon.get(urls[0]!)).json().title).toBe("Coiling a climbing rope");
    expect((await t.anon.get(urls[2]!)).json().articles.map((a: { title: string }) => a.title)).toEqual([
      "Coiling a climbing rope",
    ]);
    // The old tag no longer matches.
    const revalidated = await t.anon.get(urls[0]!, { "if-none-match": String(first[0]!.headers.etag) });
    expect(revalidated.statusCode).toBe(200);

    await editor.put(`/api/admin/categories/${category.id}`, { name: "Cordage", slug: "ropes" });
    const categories = (await t.anon.get(urls[1]!)).json() as { name: string; slug: string }[];
    expect(categories.find((c) => c.slug === "ropes")?.name).toBe("Cordage");

    expect((await editor.post(`/api/admin/articles/${id}/unpublish`)).statusCode).toBe(200);
    expect((await t.anon.get(urls[0]!)).statusCode).toBe(404);
    expect((await t.anon.get(urls[2]!)).json().articles).toEqual([]);
    expect((await t.anon.get(urls[1]!)).json().some((c: { slug: string }) => c.slug === "ropes")).toBe(false);
  });
});

/**
 * The same visitors making the same searches, once with the answer cache and once without: the
 * search log must come out the same, repeats and all.
 */
for (const dialect of testDialects()) {
  describe(`search analytics with and without the answer cache [${dialect}]`, () => {
    const apps: Record<"cached" | "uncached", Awaited<ReturnType<typeof buildCustomApp>> | undefined> = {
      cached: undefined,
      uncached: undefined,
    };
    beforeAll(async () => {
      for (const [name, entries] of [
        ["cached", 500],
        ["uncached", 0],
      ] as const) {
        const built = await buildCustomApp(dialect, {
          config: {
            searchCacheEntries: entries,
            searchRateLimitPerMinute: 100_000,
            searchTypingPauseMs: 60_000,
          },
        });
        apps[name] = built;
        await insertArticles(built.app.ctx.db, built.app.ctx.search, "Stoves", [
          { slug: "stove-priming", title: "Priming a stove", body: "Prime the burner with fuel." },
          { slug: "stove-cleaning", title: "Cleaning a stove", body: "Clear the jet with the needle." },
        ]);
      }
    });
    afterAll(async () => {
      await apps.cached?.close();
      await apps.uncached?.close();
    });

    async function searchLog(built: Awaited<ReturnType<typeof buildCustomApp>>) {
      const { app } = built;
      const visitors = ["127.0.0.41", "127.0.0.42", "127.0.0.43"];
      const addresses = [
        "/api/public/search?q=st",
        "/api/public/search?q=sto",
        "/api/public/search?q=stove",
        "/api/public/search?q=stove&mode=submit",
        "/api/public/search?q=stove&page=1",
        "/api/public/search?q=stove&page=2",
        "/search?q=stove",
        "/search?q=Stove%20%20priming",
        "/api/public/search?q=stovve&mode=submit",
        "/api/public/search?q=stove%20zeppelin&mode=submit",
        "/api/public/search?q=quasar",
        "/search?q=quasar",
      ];
      for (let round = 0; round < 3; round += 1) {
        for (const remoteAddress of visitors) {
          for (const url of addresses) {
            const response = await app.inject({ url, remoteAddress, headers: { "user-agent": "visitor" } });
            expect(response.statusCode).toBe(200);
          }
        }
      }
      await app.ctx.searches.flush();
      const events = await app.ctx.db
        .selectFrom("searchEvents")
        .select(["query", "resultCount", "visitor"])
        .orderBy("id")
        .execute();
      // Visitors are keyed with each database's own secret: compared by their order of appearance.
      const order = [...new Set(events.map((event) => event.visitor))];
      return events.map((event) => `${order.indexOf(event.visitor)} ${event.query} ${event.resultCount}`);
    }

    it("logs every search by the same rules, answered from the cache or not", async () => {
      const cached = await searchLog(apps.cached!);
      const uncached = await searchLog(apps.uncached!);
      expect(cached).toEqual(uncached);
      // Not trivially equal: every visitor's searches were logged.
      expect(cached.length).toBeGreaterThanOrEqual(3 * 5);
      expect(new Set(cached.map((line) => line.split(" ")[0])).size).toBe(3);
    });
  });
}
