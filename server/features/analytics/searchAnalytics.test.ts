import { beforeEach, describe, expect, it } from "vitest";
import { rawSearchEventsWithClicks } from "../../../test/support/rawSearchEvents.ts";
import { insertArticles } from "../../../test/support/searchFixtures.ts";
import {
  describeEachDatabaseFreshPerTest,
  SITE_ORIGIN,
  type TestContext,
} from "../../../test/support/testApp.ts";
import { recordSearchClick } from "../search/events/searchClicks.ts";
import { type FinishedSearch, recordSearches } from "../search/events/searchRecording.ts";
import { loadAnalytics } from "./analytics.ts";

const ARTICLES = [
  { slug: "pitching-in-wind", title: "Pitching a tent in strong wind" },
  { slug: "tent-pole-repair", title: "Tent pole repair" },
  { slug: "tent-footprint", title: "Choosing a tent footprint" },
  { slug: "stove-fuel", title: "Which fuel for your stove" },
  { slug: "lantern-batteries", title: "Lantern batteries" },
  { slug: "refund-policy", title: "Refund policy" },
];
const QUERIES = ["tent", "stove", "lantern", "refund", "xylophone", "tent pole"];

/** A small deterministic generator, so a failing month can be replayed. */
function randomSource(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

async function resultSlugs(t: TestContext, query: string): Promise<string[]> {
  const found = await t.app.ctx.search.search(t.db, { query, synonyms: [], page: 1 });
  return found.hits.map((hit) => hit.article.slug);
}

function tally<K>(map: Map<string, K>, key: string, start: () => K): K {
  let value = map.get(key);
  if (value === undefined) {
    value = start();
    map.set(key, value);
  }
  return value;
}

describeEachDatabaseFreshPerTest(
  "search analytics from rollups",
  (t) => {
    // Visitors are told apart by address (hardening): each name gets one of its own.
    const addresses = new Map<string, string>();
    const addressOf = (name: string) => {
      if (!addresses.has(name)) addresses.set(name, `127.0.2.${addresses.size + 1}`);
      return addresses.get(name)!;
    };
    const searchAs = (name: string, query: string, userAgent = "test-browser") =>
      t.app.inject({
        url: `/api/public/search?${query}`,
        remoteAddress: addressOf(name),
        headers: { origin: SITE_ORIGIN, "user-agent": userAgent },
      });
    const click = (body: Record<string, unknown>, name: string, userAgent = "test-browser") =>
      t.app.inject({
        method: "POST",
        url: "/api/public/search/clicks",
        remoteAddress: addressOf(name),
        headers: { origin: SITE_ORIGIN, "content-type": "application/json", "user-agent": userAgent },
        payload: JSON.stringify(body),
      });
    // Every test starts on its own empty database: the dashboard's figures are whole-window totals.
    beforeEach(async () => {
      await insertArticles(t.db, t.app.ctx.search, "Camping", ARTICLES);
    });

    it("keeps the rollups equal to a count over the raw events of a generated month", async () => {
      const results = new Map<string, string[]>();
      for (const query of QUERIES) results.set(query, await resultSlugs(t, query));
      const random = randomSource(13);
      const start = Date.UTC(2026, 0, 1);
      const searches: FinishedSearch[] = [];
      for (let i = 0; i < 900; i++) {
        const day = random(30);
        // Some searches sit exactly on the first and last millisecond of a UTC day.
        const offset = i % 10 === 0 ? 0 : i % 10 === 1 ? 86_399_999 : random(86_400_000);
        const query = QUERIES[random(QUERIES.length)]!;
        searches.push({
          query,
          resultCount: results.get(query)!.length,
          visitor: `visitor-${random(40)}`,
          at: new Date(start + day * 86_400_000 + offset),
        });
      }
      for (let i = 0; i < searches.length; ) {
        const size = 1 + random(120);
        await recordSearches(t.db, searches.slice(i, i + size));
        i += size;
      }
      const deps = {
        db: t.db,
        search: t.app.ctx.search,
        settings: t.app.ctx.settings,
        rowLocks: t.dialect === "postgres",
      };
      let refused = 0;
      for (const search of searches.filter((_, i) => i % 3 === 0)) {
        const shown = results.get(search.query)!;
        if (shown.length === 0) continue;
        const position = 1 + random(shown.length);
        const outcome = await recordSearchClick(
          deps,
          search.visitor,
          { query: search.query, slug: shown[position - 1]!, position, source: "results" },
          new Date(search.at.getTime() + 1_000),
        );
        if (outcome !== "recorded") refused += 1;
      }
      expect(refused).toBe(0);

      const events = await rawSearchEventsWithClicks(t.db);
      const expected = new Map<
        string,
        { searches: Set<number>; visitors: Set<string>; noResults: Set<number>; clicked: Set<number> }
      >();
      const expectedOpens = new Map<string, number>();
      for (const event of events) {
        const day = new Date(event.createdAt).toISOString().slice(0, 10);
        const key = `${day} ${event.query}`;
        const row = tally(expected, key, () => ({
          searches: new Set<number>(),
          visitors: new Set<string>(),
          noResults: new Set<number>(),
          clicked: new Set<number>(),
        }));
        row.searches.add(event.id);
        row.visitors.add(event.visitor!);
        if (event.resultCount === 0) row.noResults.add(event.id);
        if (event.articleId !== null) {
          row.clicked.add(event.id);
          const openKey = `${key} ${event.articleId}`;
          expectedOpens.set(openKey, (expectedOpens.get(openKey) ?? 0) + 1);
        }
      }
      const rollups = await t.db.selectFrom("searchDailyRollups").selectAll().execute();
      expect(
        Object.fromEntries(
          rollups.map((row) => [
            `${row.day} ${row.query}`,
            [row.searches, row.visitors, row.noResultSearches, row.clickedSearches],
          ]),
        ),
      ).toEqual(
        Object.fromEntries(
          [...expected].map(([key, row]) => [
            key,
            [row.searches.size, row.visitors.size, row.noResults.size, row.clicked.size],
          ]),
        ),
      );
      const opens = await t.db.selectFrom("searchDailyArticleClicks").selectAll().execute();
      expect(
        Object.fromEntries(opens.map((row) => [`${row.day} ${row.query} ${row.articleId}`, row.clicks])),
      ).toEqual(Object.fromEntries(expectedOpens));
      expect(new Set(events.map((event) => event.id)).size).toBeGreaterThan(850);
      expect(rollups.reduce((sum, row) => sum + row.searches, 0)).toBe(new Set(events.map((e) => e.id)).size);
    });

    describe("the click beacon", () => {
      it("counts the opened result of the visitor's search, with the article opened most", async () => {
        const submitted = await searchAs("camper", "q=Tent%20Pole&mode=submit");
        const shown = submitted.json().results.map((result: { slug: string }) => result.slug);
        expect(shown.length).toBeGreaterThan(1);
        const response = await click(
          { query: "tent pole", slug: shown[1], position: 2, source: "results" },
          "camper",
        );
        expect(response.statusCode).toBe(204);
        const analytics = (await (await t.as("editor")).get("/api/admin/analytics")).json();
        const entry = analytics.topSearches.find((row: { text: string }) => row.text === "tent pole");
        expect(entry).toMatchObject({ count: 1, clickedSearches: 1, clickThroughRate: 100 });
        expect(entry.topArticle).toMatchObject({ slug: shown[1], opens: 1 });
        expect(analytics.clickThroughRate).toBe(100);
      });

      it("refuses an article the search could not have shown, and a click with no search", async () => {
        await searchAs("cook", "q=stove&mode=submit");
        const elsewhere = await click(
          { query: "stove", slug: "refund-policy", position: 1, source: "results" },
          "cook",
        );
        expect(elsewhere.statusCode).toBe(400);
        expect(elsewhere.json().error.code).toBe("NOT_A_RESULT");
        const tooFar = await click(
          { query: "stove", slug: "stove-fuel", position: 11, source: "results" },
          "cook",
        );
        expect(tooFar.statusCode).toBe(400);
        const unknown = await click(
          { query: "stove", slug: "no-such-article", position: 1, source: "dropdown" },
          "cook",
        );
        expect(unknown.statusCode).toBe(400);
        const stranger = await click(
          { query: "stove", slug: "stove-fuel", position: 1, source: "results" },
          "stranger",
        );
        expect(stranger.statusCode).toBe(404);
        const bad = await click(
          { query: "stove", slug: "stove-fuel", position: 0, source: "results" },
          "cook",
        );
        expect(bad.statusCode).toBe(400);
        const clicks = await t.db.selectFrom("searchClicks").select("id").execute();
        const before = clicks.length;
        expect(
          (await click({ query: "stove", slug: "stove-fuel", position: 1, source: "results" }, "cook"))
            .statusCode,
        ).toBe(204);
        expect(await t.db.selectFrom("searchClicks").select("id").execute()).toHaveLength(before + 1);
      });

      it("finishes a dropdown search still held for the typing pause", async () => {
        await searchAs("typist", "q=lant&mode=dropdown");
        await searchAs("typist", "q=lantern&mode=dropdown");
        const response = await click(
          { query: "lantern", slug: "lantern-batteries", position: 1, source: "dropdown" },
          "typist",
        );
        expect(response.statusCode).toBe(204);
        const events = await t.db
          .selectFrom("searchEvents")
          .select("query")
          .where("query", "like", "lant%")
          .execute();
        expect(events.map((event) => event.query).filter((query) => query !== "lantern")).toEqual([]);
      });

      it("stores no address or browser of the visitor", async () => {
        await searchAs("private", "q=refund&mode=submit", "Mozilla/5.0 Secret Browser");
        await click(
          { query: "refund", slug: "refund-policy", position: 1, source: "results" },
          "private",
          "Mozilla/5.0 Secret Browser",
        );
        for (const table of ["searchEvents", "searchClicks", "searchDailyVisitors"] as const) {
          const dump = JSON.stringify(await t.db.selectFrom(table).selectAll().execute());
          expect(dump).not.toContain("127.0.2.");
          expect(dump).not.toContain("Secret Browser");
        }
      });
    });

    it("keeps dismissed queries off the no-result list, its full page and the CSV", async () => {
      for (const agent of ["a", "b", "c"]) {
        await searchAs(agent, "q=qwzx%20spam&mode=submit");
        await searchAs(agent, "q=warp%20drive&mode=submit");
      }
      const editor = await t.as("editor");
      const before = (await editor.get("/api/admin/analytics")).json();
      expect(before.noResultQueries.map((row: { text: string }) => row.text)).toContain("qwzx spam");
      const dismissed = await editor.post("/api/admin/analytics/dismissals", {
        query: " QWZX  spam",
        list: "noResults",
      });
      expect(dismissed.statusCode).toBe(200);
      // Searched again after the dismissal: it stays off.
      await searchAs("d", "q=qwzx%20spam&mode=submit");
      const after = (await editor.get("/api/admin/analytics")).json();
      const texts = after.noResultQueries.map((row: { text: string }) => row.text);
      expect(texts).toContain("warp drive");
      expect(texts).not.toContain("qwzx spam");
      const full = (await editor.get("/api/admin/analytics/searches?list=noResults&days=90")).json();
      expect(full.entries.map((row: { text: string }) => row.text)).not.toContain("qwzx spam");
      const csv = await editor.get("/api/admin/analytics/searches.csv?list=noResults&days=7");
      expect(csv.headers["content-type"]).toContain("text/csv");
      expect(csv.body).toContain("warp drive,3,");
      expect(csv.body).not.toContain("qwzx");
      // Still a search: the top list is not staff's to edit.
      expect(after.topSearches.map((row: { text: string }) => row.text)).toContain("qwzx spam");
    });

    it("lists queries that showed results often and were never opened", async () => {
      for (const agent of ["p", "q", "r"]) await searchAs(agent, "q=footprint&mode=submit");
      // Found nothing: no result could be clicked, so it belongs to the no-result list only.
      for (const agent of ["p", "q", "r", "s"]) await searchAs(agent, "q=zqxwv%20glorp&mode=submit");
      const editor = await t.as("editor");
      const body = (await editor.get("/api/admin/analytics")).json();
      expect(body.noClickQueries.map((row: { text: string }) => row.text)).toEqual(["footprint"]);
      expect(body.noResultQueries.map((row: { text: string }) => row.text)).toContain("zqxwv glorp");
      const full = (await editor.get("/api/admin/analytics/searches?list=noClicks")).json();
      expect(full.entries.map((row: { text: string }) => row.text)).toEqual(["footprint"]);
      await editor.post("/api/admin/analytics/dismissals", { query: "footprint", list: "noClicks" });
      const after = (await editor.get("/api/admin/analytics/searches?list=noClicks")).json();
      expect(after.entries.map((row: { text: string }) => row.text)).not.toContain("footprint");
    });

    it("shows staff the dismissed queries of each list and restores one to its list", async () => {
      for (const agent of ["s", "t", "u"]) await searchAs(agent, "q=blorpt%20x&mode=submit");
      const editor = await t.as("editor");
      await editor.post("/api/admin/analytics/dismissals", { query: "blorpt x", list: "noResults" });
      const dismissed = (await editor.get("/api/admin/analytics/dismissals?list=noResults")).json();
      expect(dismissed.list).toBe("noResults");
      expect(dismissed.entries.map((row: { query: string }) => row.query)).toContain("blorpt x");
      expect(dismissed.entries[0]).toMatchObject({ query: "blorpt x", dismissedAt: expect.any(String) });
      // Each list keeps its own dismissals.
      const noClicks = (await editor.get("/api/admin/analytics/dismissals?list=noClicks")).json();
      expect(noClicks.entries.map((row: { query: string }) => row.query)).not.toContain("blorpt x");
      const hidden = (await editor.get("/api/admin/analytics")).json();
      expect(hidden.noResultQueries.map((row: { text: string }) => row.text)).not.toContain("blorpt x");

      const restored = await editor.delete(
        `/api/admin/analytics/dismissals?list=noResults&query=${encodeURIComponent(" BLORPT  x")}`,
      );
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toEqual({ ok: true });
      const back = (await editor.get("/api/admin/analytics")).json();
      expect(back.noResultQueries.find((row: { text: string }) => row.text === "blorpt x")).toMatchObject({
        count: 3,
      });
      const after = (await editor.get("/api/admin/analytics/dismissals?list=noResults")).json();
      expect(after.entries.map((row: { query: string }) => row.query)).not.toContain("blorpt x");

      const again = await editor.delete("/api/admin/analytics/dismissals?list=noResults&query=blorpt%20x");
      expect(again.statusCode).toBe(404);
      expect(again.json().error.code).toBe("NOT_FOUND");
      const badList = await editor.delete("/api/admin/analytics/dismissals?list=top&query=blorpt%20x");
      expect(badList.statusCode).toBe(400);
      expect((await editor.get("/api/admin/analytics/dismissals")).statusCode).toBe(400);
      const customer = await t.as("customer");
      expect((await customer.get("/api/admin/analytics/dismissals?list=noResults")).statusCode).toBe(403);
    });

    it("puts each search in its UTC day's window and the window before", async () => {
      const now = new Date("2031-03-17T12:00:00.000Z");
      // The 7-day window is 2031-03-11 … 2031-03-17; the one before it 2031-03-04 … 2031-03-10.
      const at = (iso: string, query: string, resultCount = 1) => ({
        query,
        resultCount,
        visitor: iso,
        at: new Date(iso),
      });
      await recordSearches(t.db, [
        at("2031-03-03T23:59:59.999Z", "boundary", 0),
        at("2031-03-04T00:00:00.000Z", "boundary"),
        at("2031-03-10T23:59:59.999Z", "boundary"),
        at("2031-03-11T00:00:00.000Z", "boundary"),
        at("2031-03-17T23:59:59.999Z", "boundary"),
        at("2031-03-18T00:00:00.000Z", "boundary", 0),
      ]);
      const analytics = await loadAnalytics(t.app.ctx, 7, now);
      expect(analytics.window).toEqual({ days: 7, from: "2031-03-11", to: "2031-03-17" });
      expect(analytics.stats.monthlySearches).toBe(2);
      expect(analytics.trends.previousPeriodSearches).toBe(2);
      expect(analytics.noResultQueries).toEqual([]);
      expect(analytics.clickThroughRate).toBe(0);
      const midnight = await loadAnalytics(t.app.ctx, 7, new Date("2031-03-18T00:00:00.000Z"));
      expect(midnight.window).toEqual({ days: 7, from: "2031-03-12", to: "2031-03-18" });
      expect(midnight.stats.monthlySearches).toBe(2);
      expect(midnight.noResultQueries.map((row) => row.text)).toEqual(["boundary"]);
    });
  },
  { searchRateLimitPerMinute: 100_000 },
);
