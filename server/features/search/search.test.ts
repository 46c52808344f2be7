import { sql } from "kysely";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SearchResponse } from "../../../shared/schemas/search.ts";
import { clearSearchAnalytics } from "../../../test/support/clearSearchAnalytics.ts";
import { insertArticles } from "../../../test/support/searchFixtures.ts";
import { describeEachDatabase, type TestContext } from "../../../test/support/testApp.ts";

async function search(t: TestContext, query: string, extra = ""): Promise<SearchResponse> {
  const response = await t.anon.get(`/api/public/search?q=${encodeURIComponent(query)}${extra}`);
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return response.json() as SearchResponse;
}

/** Every slug answered, suggestions then articles (the dropdown's order), or the page's list. */
async function slugs(t: TestContext, query: string, extra = ""): Promise<string[]> {
  const answer = await search(t, query, extra);
  return [...answer.suggestions.map((s) => s.slug), ...answer.results.map((r) => r.slug)];
}

async function ranked(t: TestContext, query: string): Promise<string[]> {
  return (await search(t, query, "&page=1")).results.map((r) => r.slug);
}

async function countArticles(t: TestContext): Promise<number> {
  const count = await t.db
    .selectFrom("articles")
    .select(sql<number>`count(*)`.as("n"))
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

/** The search log, once the searches answered so far are written (the answer does not wait for it). */
async function searchEvents(t: TestContext) {
  await t.app.ctx.searches.settled();
  return t.db.selectFrom("searchEvents").select(["query", "resultCount"]).orderBy("id").execute();
}

const hostileInputs = [
  '"',
  '""',
  'tent"',
  "*",
  "tent*",
  "-tent",
  "tent -pole",
  "title:tent",
  "NEAR(tent pole)",
  "tent OR pole",
  "tent AND",
  "NOT tent",
  "(tent",
  "tent)",
  "'; drop table articles; --",
  "1' or '1'='1",
  "tent & | ! <-> :*",
  "\\",
  "%_%",
  "⛺️🏕️ tent 🎒",
  "tent\u0000pole",
  "ünïcödé café",
  "½ ¾ ²",
  "テント ⛺",
  "a\u0301\u0301 \u0301",
  "tent ".repeat(1000),
  "x".repeat(5000),
];

describeEachDatabase(
  "public search",
  (t) => {
    beforeAll(async () => {
      await insertArticles(t.db, t.app.ctx.search, "Tents", [
        {
          slug: "pitching-a-tent",
          title: "Pitching a tent in the wind",
          summary: "Stake it down and keep the door downwind.",
          body: "Peg the windward side first, then the guy lines. A tent pole bends before it breaks.",
          tags: ["tent", "pitching", "wind"],
        },
        {
          slug: "waterproof-tent-care",
          title: "Keeping your tent waterproof",
          summary: "Re-proof the fly every season.",
          body: "Seam sealer stops drips along the stitching. Never machine wash a flysheet.",
          tags: ["waterproofing"],
        },
        {
          slug: "replacing-poles",
          title: "Replacing broken poles",
          summary: "Order a spare section and thread the shock cord.",
          body: "Measure the section length before ordering.",
          tags: ["poles", "repair"],
        },
        {
          slug: "sleeping-bag-washing",
          title: "Washing a sleeping bag",
          summary: "Down bags need a gentle cycle and a long tumble dry.",
          body: "Use a front loader and down wash. Repairing a torn baffle is covered by warranty.",
          tags: ["sleeping bag", "cleaning"],
        },
        {
          slug: "refund-timing",
          title: "When will I get my refund?",
          summary: "Refunds reach your card within 5 to 10 working days.",
          body: "We send the refund as soon as the return is checked at our warehouse.",
          tags: ["returns"],
        },
        {
          slug: "body-only-word",
          title: "Camp kitchen basics",
          summary: "Cooking outdoors safely.",
          body: "Keep a spare canister of isobutane fuel. The xylophonic hum of a stove is normal.",
          tags: ["stoves"],
        },
        {
          slug: "draft-secret",
          title: "Unreleased tent prototype",
          summary: "Zanzibar tent prototype notes.",
          body: "Zanzibar",
          status: "draft",
        },
      ]);
    });

    it("answers up to 3 suggestions and 5 distinct articles, 8 entries at most", async () => {
      const answer = await search(t, "tent");
      expect(answer.suggestions.length + answer.results.length).toBeGreaterThan(0);
      for (const result of answer.results) {
        expect(result).toEqual({
          slug: expect.any(String),
          title: expect.any(String),
          summary: expect.any(String),
          category: { name: "Tents", slug: expect.any(String) },
          snippet: { text: expect.any(String), highlights: expect.any(Array) },
        });
      }
      const results = answer.results.map((r) => r.slug);
      expect(new Set(results).size).toBe(results.length);
      expect(results.length).toBeLessThanOrEqual(5);
      expect(answer.suggestions.length).toBeLessThanOrEqual(3);
      expect(answer.suggestions.length + answer.results.length).toBeLessThanOrEqual(8);
    });

    it("answers the best matches in `results` in rank order, suggestions or not", async () => {
      // One article matches by its title: it is a suggestion and still the first result.
      const answer = await search(t, "replacing broken poles");
      expect(answer.suggestions.map((s) => s.slug)).toEqual(["replacing-poles"]);
      expect(answer.results[0]?.slug).toBe("replacing-poles");
      expect(answer.results.map((r) => r.slug)).toEqual(await ranked(t, "replacing broken poles"));
      // Suggestions are titles holding every word, among the best results.
      const tent = await search(t, "tent");
      const best = tent.results.slice(0, 3).map((r) => r.slug);
      for (const suggestion of tent.suggestions) expect(best).toContain(suggestion.slug);
    });

    it("answers nothing when only a minority of the meaningful words match", async () => {
      // "tent" is in titles, but "rental" and "paris" are what the visitor wants.
      expect(await slugs(t, "tent rental in paris")).toEqual([]);
      expect(await ranked(t, "tent rental in paris")).toEqual([]);
      // Generic words ("how long", "take") do not count: the refund article answers.
      expect((await ranked(t, "how long does a refund take"))[0]).toBe("refund-timing");
    });

    it("answers empty lists under 2 characters, spaces not counted", async () => {
      for (const query of ["", "t", "  t  ", "   "]) {
        expect(await search(t, query)).toEqual({ suggestions: [], results: [] });
      }
    });

    it("treats any text as words: never an error", async () => {
      const articlesBefore = await countArticles(t);
      for (const query of hostileInputs) {
        for (const extra of ["", "&page=1", "&mode=submit"]) {
          const response = await t.anon.get(`/api/public/search?q=${encodeURIComponent(query)}${extra}`);
          expect(response.statusCode, `${JSON.stringify(query.slice(0, 40))}: ${response.body}`).toBe(200);
        }
      }
      // A column filter is searched as its words ("title" is no word of these articles, so a
      // question about it finds nothing rather than every tent).
      expect(await slugs(t, "title:tent")).toEqual(await slugs(t, "title tent"));
      expect(await slugs(t, "NEAR(tent pole)")).toContain("pitching-a-tent");
      const repeated = await t.anon.get("/api/public/search?q=tent&q=pole");
      expect(repeated.statusCode).toBe(200);
      // Long input is cut, not refused, and the articles table is intact.
      expect(await countArticles(t)).toBe(articlesBefore);
    });

    it("never finds drafts", async () => {
      expect(await slugs(t, "zanzibar")).toEqual([]);
      expect(await ranked(t, "prototype")).toEqual([]);
    });

    it("ranks a title match above a body match", async () => {
      expect((await ranked(t, "pole"))[0]).toBe("replacing-poles");
      expect((await ranked(t, "waterproof"))[0]).toBe("waterproof-tent-care");
    });

    it("matches the last word as a prefix while typing", async () => {
      expect((await ranked(t, "sleeping ba"))[0]).toBe("sleeping-bag-washing");
      expect((await ranked(t, "replac"))[0]).toBe("replacing-poles");
    });

    it("forgives one typo from 4 letters and two from 8", async () => {
      expect((await ranked(t, "waterprof"))[0]).toBe("waterproof-tent-care");
      expect(await ranked(t, "tnet")).toContain("pitching-a-tent");
      expect((await ranked(t, "pitchnig"))[0]).toBe("pitching-a-tent");
      expect((await ranked(t, "waetrprof"))[0]).toBe("waterproof-tent-care");
      // Three letters are taken as typed: "tnt" is no word here.
      expect(await ranked(t, "tnt")).toEqual([]);
    });

    it("ranks an exact word above a typo match", async () => {
      await insertArticles(t.db, t.app.ctx.search, "Extra", [
        { slug: "stake-guide", title: "Stake guide", summary: "", body: "" },
        { slug: "stack-guide", title: "Stack guide", summary: "", body: "" },
      ]);
      expect((await ranked(t, "stack"))[0]).toBe("stack-guide");
      expect((await ranked(t, "stake"))[0]).toBe("stake-guide");
    });

    it("finds stems and plurals", async () => {
      expect(await ranked(t, "poles")).toContain("pitching-a-tent");
      expect((await ranked(t, "repairing"))[0]).toBe("replacing-poles");
      expect(await ranked(t, "washes")).toContain("sleeping-bag-washing");
    });

    it("answers questions that no article matches word for word, by the words in titles", async () => {
      expect((await ranked(t, "washing my sleeping bag in a machine"))[0]).toBe("sleeping-bag-washing");
      // A question whose only known word is in some body is no match.
      expect(await ranked(t, "xylophonic unicorn rodeo")).toEqual([]);
    });

    it("finds words only in the body, and finds nothing for unknown words", async () => {
      expect(await ranked(t, "isobutane")).toEqual(["body-only-word"]);
      expect(await ranked(t, "quantum chromodynamics")).toEqual([]);
    });

    it("applies staff synonyms at query time", async () => {
      expect(await ranked(t, "bungee")).toEqual([]);
      await t.app.ctx.settings.update(t.db, {
        search_synonyms: ["bungee, shock cord", "flysheet, fly sheet"],
      });
      expect((await ranked(t, "bungee"))[0]).toBe("replacing-poles");
      expect(await ranked(t, "fly sheet")).toContain("waterproof-tent-care");
      await t.app.ctx.settings.update(t.db, { search_synonyms: [] });
    });

    it("marks matched words in the snippet as offsets", async () => {
      const [result] = (await search(t, "isobutane", "&page=1")).results;
      expect(result?.snippet.highlights.length).toBeGreaterThan(0);
      for (const [start, end] of result?.snippet.highlights ?? []) {
        expect(result?.snippet.text.slice(start, end).toLowerCase()).toBe("isobutane");
      }
    });

    it("pages the full ranked list, 10 a page", async () => {
      const many = Array.from({ length: 13 }, (_, i) => ({
        slug: `lantern-${i}`,
        title: `Lantern model ${i}`,
        summary: "A camping lantern.",
        body: "Lantern batteries last a weekend.",
      }));
      await insertArticles(t.db, t.app.ctx.search, "Lights", many);
      const first = await search(t, "lantern", "&page=1");
      expect(first.results).toHaveLength(10);
      expect(first.pagination).toEqual({ page: 1, pageSize: 10, total: 13, hasMore: true });
      const second = await search(t, "lantern", "&page=2");
      expect(second.results).toHaveLength(3);
      expect(second.pagination?.hasMore).toBe(false);
      const seen = [...first.results, ...second.results].map((r) => r.slug);
      expect(new Set(seen).size).toBe(13);
      const dropdown = await search(t, "lantern");
      expect(dropdown.results.length).toBeLessThanOrEqual(5);
      expect(dropdown.suggestions.length + dropdown.results.length).toBeLessThanOrEqual(8);
    });

    describe("keeps the index in step with article writes", () => {
      let ids: Map<string, number>;
      let categoryId: number;
      // Each test writes to an article of its own, found by "headlamp" until a test changes it.
      beforeEach(async () => {
        ({ ids, categoryId } = await insertArticles(t.db, t.app.ctx.search, "Gadgets", [
          {
            slug: "headtorch",
            title: "Headlamp glow modes",
            summary: "Spot and flood.",
            body: "Press twice.",
          },
        ]));
      });
      afterEach(async () => {
        await t.db.transaction().execute(async (trx) => {
          await t.app.ctx.search.removeArticle(trx, id());
          await trx.deleteFrom("articles").where("id", "=", id()).execute();
        });
      });
      const id = () => ids.get("headtorch")!;

      it("on update", async () => {
        await t.db.transaction().execute(async (trx) => {
          await trx
            .updateTable("articles")
            .set({ title: "Headlamp strobe modes" })
            .where("id", "=", id())
            .execute();
          await t.app.ctx.search.syncArticle(trx, id());
        });
        expect(await ranked(t, "headlamp strobe")).toEqual(["headtorch"]);
        expect(await ranked(t, "glow")).toEqual([]);
      });

      it("on category rename", async () => {
        await t.db.transaction().execute(async (trx) => {
          await trx
            .updateTable("categories")
            .set({ name: "Illumination" })
            .where("id", "=", categoryId)
            .execute();
          await t.app.ctx.search.syncCategory(trx, categoryId);
        });
        const [result] = (await search(t, "headlamp", "&page=1")).results;
        expect(result?.category?.name).toBe("Illumination");
        // The renamed category's word ranks first; articles about "light", a word WordNet
        // relates to it, may follow.
        expect((await ranked(t, "illumination"))[0]).toBe("headtorch");
      });

      it("on unpublish and publish", async () => {
        const setStatus = (status: "draft" | "published") =>
          t.db.transaction().execute(async (trx) => {
            await trx.updateTable("articles").set({ status }).where("id", "=", id()).execute();
            await t.app.ctx.search.syncArticle(trx, id());
          });
        await setStatus("draft");
        expect(await ranked(t, "headlamp")).toEqual([]);
        await setStatus("published");
        expect(await ranked(t, "headlamp")).toEqual(["headtorch"]);
      });

      it("not when the write is rolled back", async () => {
        await expect(
          t.db.transaction().execute(async (trx) => {
            await trx
              .updateTable("articles")
              .set({ title: "Flashlight beam" })
              .where("id", "=", id())
              .execute();
            await t.app.ctx.search.syncArticle(trx, id());
            throw new Error("abort");
          }),
        ).rejects.toThrow("abort");
        expect(await ranked(t, "flashlight")).toEqual([]);
        expect(await ranked(t, "headlamp")).toEqual(["headtorch"]);
      });

      it("on delete", async () => {
        await t.db.transaction().execute(async (trx) => {
          await t.app.ctx.search.removeArticle(trx, id());
          await trx.deleteFrom("articles").where("id", "=", id()).execute();
        });
        expect(await ranked(t, "headlamp")).toEqual([]);
      });

      it("after a rebuild", async () => {
        await t.app.ctx.search.rebuild(t.db);
        expect((await ranked(t, "pole"))[0]).toBe("replacing-poles");
        expect(await ranked(t, "zanzibar")).toEqual([]);
      });
    });

    it("follows the admin API's writes: create, publish, edit, unpublish, rename, delete", async () => {
      const editor = await t.as("editor");
      const category = (
        await editor.post("/api/admin/categories", { name: "Cookware", slug: "cookware" })
      ).json();
      const article = {
        title: "Titanium mug care",
        summary: "Keep the mug bright.",
        contentHtml: "<p>Scrub the <strong>titanium</strong> gently.</p>",
        categoryId: category.id,
        tags: ["mug"],
        verificationInterval: "6-months",
      };
      const creation = await editor.post("/api/admin/articles", article);
      expect(creation.statusCode, creation.body).toBe(201);
      const created = creation.json();
      expect(await ranked(t, "titanium")).toEqual([]);
      const published = await editor.post(`/api/admin/articles/${created.id}/publish`);
      expect(published.statusCode, published.body).toBe(200);
      expect(await ranked(t, "titanium mug")).toEqual([created.slug]);
      await editor.put(`/api/admin/articles/${created.id}`, {
        ...article,
        title: "Enamel mug care",
        status: "published",
      });
      expect(await ranked(t, "enamel")).toEqual([created.slug]);
      await editor.put(`/api/admin/categories/${category.id}`, { name: "Kitchenware", slug: "cookware" });
      expect((await search(t, "enamel", "&page=1")).results[0]?.category?.name).toBe("Kitchenware");
      await editor.put(`/api/admin/articles/${created.id}`, {
        ...article,
        title: "Enamel mug care",
        status: "draft",
      });
      expect(await ranked(t, "enamel")).toEqual([]);
      await editor.put(`/api/admin/articles/${created.id}`, {
        ...article,
        title: "Enamel mug care",
        status: "published",
      });
      expect(await ranked(t, "enamel")).toEqual([created.slug]);
      expect((await editor.delete(`/api/admin/articles/${created.id}`)).statusCode).toBeLessThan(300);
      expect(await ranked(t, "enamel")).toEqual([]);
    });

    describe("logs one event per finished search", () => {
      const ua = (name: string) => ({ "user-agent": name });
      // The other tests' dropdown searches wait in memory for their typing pause: logged now, they
      // cannot land in the log while a test below counts it.
      beforeEach(async () => {
        await t.app.ctx.searches.flush();
      });

      it("logs a submitted search once, with its result count", async () => {
        await t.db.deleteFrom("searchEvents").execute();
        await t.anon.get("/api/public/search?q=%20%20Isobutane%20%20&mode=submit", ua("submitter"));
        // The results page right after the submit is the same search.
        await t.anon.get("/api/public/search?q=isobutane&page=1", ua("submitter"));
        await t.anon.get("/api/public/search?q=isobutane&page=2", ua("submitter"));
        expect(await searchEvents(t)).toEqual([{ query: "isobutane", resultCount: 1 }]);
      });

      it("feeds the dashboard's search analytics", async () => {
        await clearSearchAnalytics(t.db);
        // Visitors are told apart by address: two browsers at one address are one client.
        for (const address of ["127.0.0.31", "127.0.0.32"]) {
          await t.app.inject({ url: "/api/public/search?q=isobutane&mode=submit", remoteAddress: address });
        }
        await t.anon.get("/api/public/search?q=quantum%20foam&mode=submit", ua("c"));
        // Matches only on a minority of its words: a no-result query too.
        await t.anon.get("/api/public/search?q=tent%20rental%20in%20paris&mode=submit", ua("d"));
        await t.app.ctx.searches.settled();
        const admin = await t.as("admin");
        const analytics = (await admin.get("/api/admin/analytics")).json();
        expect(analytics.stats.monthlySearches).toBe(4);
        expect(analytics.topSearches[0]).toMatchObject({ text: "isobutane", count: 2 });
        expect(analytics.noResultQueries.map((q: { text: string }) => q.text).sort()).toEqual([
          "quantum foam",
          "tent rental in paris",
        ]);
      });

      it("coalesces search-as-you-type into the query the visitor stopped at", async () => {
        await t.db.deleteFrom("searchEvents").execute();
        for (const query of ["t", "te", "ten", "tent"]) {
          await t.anon.get(`/api/public/search?q=${query}&mode=dropdown`, ua("typist"));
        }
        for (const query of ["qu", "quantum"]) await t.anon.get(`/api/public/search?q=${query}`, ua("other"));
        expect(await searchEvents(t)).toEqual([]);
        // The pause is 800 ms in this suite (searchTypingPauseMs below): wait for the log itself,
        // with room for a busy machine.
        const events = await vi.waitFor(
          async () => {
            const logged = await searchEvents(t);
            expect(logged).toHaveLength(2);
            return logged;
          },
          { timeout: 10_000, interval: 50 },
        );
        expect(events).toContainEqual({ query: "quantum", resultCount: 0 });
        expect(events.find((e) => e.query === "tent")?.resultCount).toBeGreaterThan(0);
      });

      it("logs the held query when the visitor starts an unrelated one, and a submit replaces it", async () => {
        await t.db.deleteFrom("searchEvents").execute();
        for (const query of ["pole", "lantern", "lantern mod"]) {
          await t.anon.get(`/api/public/search?q=${encodeURIComponent(query)}`, ua("switcher"));
        }
        await t.anon.get("/api/public/search?q=lantern%20model&mode=submit", ua("switcher"));
        expect((await searchEvents(t)).map((e) => e.query)).toEqual(["pole", "lantern model"]);
        // Nothing is held back: logging whatever waits for a pause adds nothing.
        await t.app.ctx.searches.flush();
        expect(await searchEvents(t)).toHaveLength(2);
      });
    });
  },
  { searchRateLimitPerMinute: 100_000, searchTypingPauseMs: 800 },
);

describeEachDatabase(
  "public search rate limit",
  (t) => {
    it("answers 429 past the per-minute limit of an address", async () => {
      for (let i = 0; i < 5; i++)
        expect((await t.anon.get(`/api/public/search?q=tent${i}`)).statusCode).toBe(200);
      const limited = await t.anon.get("/api/public/search?q=tent");
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe("RATE_LIMITED");
    });
  },
  { searchRateLimitPerMinute: 5 },
);
