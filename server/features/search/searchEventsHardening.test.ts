import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearSearchAnalytics } from "../../../test/support/clearSearchAnalytics.ts";
import { buildCustomApp } from "../../../test/support/customApp.ts";
import { describeEachDatabase, SITE_ORIGIN } from "../../../test/support/testApp.ts";
import { testDialects } from "../../../test/support/testDatabases.ts";
import { buildApp } from "../../app/buildApp.ts";
import { testConfig } from "../../platform/config.ts";
import { pruneSearchEvents } from "./events/searchEventRetention.ts";
import { recordSearches } from "./events/searchRecording.ts";

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describeEachDatabase("search events that a script cannot steer", (t) => {
  // Both tests read the whole search log and its rollups: each starts from none.
  beforeEach(async () => {
    await clearSearchAnalytics(t.db);
  });

  it("keeps 400 days of search events by default and prunes older ones", async () => {
    await recordSearches(t.db, [
      { query: "ancient", resultCount: 1, at: daysAgo(401), visitor: "a" },
      { query: "kept", resultCount: 1, at: daysAgo(399), visitor: "a" },
    ]);
    expect(t.app.ctx.config.searchEventRetentionDays).toBe(400);
    expect(await pruneSearchEvents(t.db, t.app.ctx.config.searchEventRetentionDays)).toBe(1);
    const left = await t.db.selectFrom("searchEvents").select("query").execute();
    expect(left.map((row) => row.query)).toEqual(["kept"]);
    await clearSearchAnalytics(t.db);
  });

  it("ranks Top Searches by distinct visitors, so one client's flood stays at one", async () => {
    const admin = await t.as("admin");
    // Written as the search log writes (rollups included); a flood an hour apart is not a repeat.
    await recordSearches(t.db, [
      ...Array.from({ length: 50 }, (_, i) => ({
        query: "cheap pills here",
        resultCount: 0,
        // Every 12 minutes of one UTC day, five days ago.
        at: new Date(Math.floor(Date.now() / 86_400_000 - 5) * 86_400_000 + i * 720_000),
        visitor: "one-flooding-client",
      })),
      ...["v1", "v2", "v3"].map((visitor) => ({
        query: "tent pegs",
        resultCount: 2,
        at: daysAgo(1),
        visitor,
      })),
    ]);
    const analytics = (await admin.get("/api/admin/analytics")).json();
    expect(analytics.topSearches.slice(0, 2)).toMatchObject([
      { text: "tent pegs", count: 3 },
      { text: "cheap pills here", count: 1 },
    ]);
    expect(analytics.noResultQueries[0]).toMatchObject({ text: "cheap pills here", count: 1 });
  });
});

for (const dialect of testDialects()) {
  describe(`one search per visitor and query a minute, across restarts [${dialect}]`, () => {
    let built: Awaited<ReturnType<typeof buildCustomApp>>;
    beforeAll(async () => {
      built = await buildCustomApp(dialect);
    });
    afterAll(async () => built?.close());

    const submit = (app: typeof built.app, address: string, q: string) =>
      app.inject({
        url: `/api/public/search?q=${encodeURIComponent(q)}&mode=submit`,
        remoteAddress: address,
        headers: { origin: SITE_ORIGIN },
      });

    it("counts the same query from the same visitor once, whichever instance logs it", async () => {
      expect((await submit(built.app, "127.0.0.21", "stove fuel")).statusCode).toBe(200);
      expect((await submit(built.app, "127.0.0.21", "stove fuel")).statusCode).toBe(200);
      await built.app.ctx.searches.settled();
      // Another server process on the same database (or this one restarted) agrees.
      const other = await buildApp({ config: testConfig(), database: built.handle });
      expect((await submit(other, "127.0.0.21", "stove fuel")).statusCode).toBe(200);
      // A User-Agent of its own does not make the same client another visitor.
      const disguised = await other.inject({
        url: "/api/public/search?q=stove%20fuel&mode=submit",
        remoteAddress: "127.0.0.21",
        headers: { origin: SITE_ORIGIN, "user-agent": "another-browser/1.0" },
      });
      expect(disguised.statusCode).toBe(200);
      await other.close();
      // Another visitor's identical search does count.
      expect((await submit(built.app, "127.0.0.22", "stove fuel")).statusCode).toBe(200);
      await built.app.ctx.searches.settled();
      const events = await built.handle.db
        .selectFrom("searchEvents")
        .select(["query", "visitor"])
        .where("query", "=", "stove fuel")
        .execute();
      expect(events).toHaveLength(2);
      expect(new Set(events.map((event) => event.visitor)).size).toBe(2);
      // The log names visitors by a keyed hash, never by their address.
      expect(JSON.stringify(events)).not.toContain("127.0.0");
    });

    it("logs a search submitted just before its instance shuts down", async () => {
      // The answer does not wait for the write; closing the app does.
      const leaving = await buildApp({ config: testConfig(), database: built.handle });
      expect((await submit(leaving, "127.0.0.23", "last orders")).statusCode).toBe(200);
      await leaving.close();
      const events = await built.handle.db
        .selectFrom("searchEvents")
        .select("query")
        .where("query", "=", "last orders")
        .execute();
      expect(events).toHaveLength(1);
    });
  });
}
