import { afterEach, beforeAll, expect, it } from "vitest";
import { rawSearchEventsWithClicks } from "../../../test/support/rawSearchEvents.ts";
import { insertArticles } from "../../../test/support/searchFixtures.ts";
import { describeEachDatabase, type TestContext } from "../../../test/support/testApp.ts";
import { housekeepingJobs, startScheduledJobs } from "../../app/scheduledJobs.ts";
import { shiftDay } from "../../lib/shiftDay.ts";
import { utcDay } from "../../lib/utcDay.ts";
import { clock } from "../../platform/clock.ts";
import { loadAnalytics, loadSearchList } from "../analytics/analytics.ts";
import { recordSearchClicksIn } from "./events/searchClickRecording.ts";
import { type FinishedSearch, recordSearches } from "./events/searchRecording.ts";
import { bringWindowUpToDate } from "./events/searchWindows.ts";

const DAY_MS = 86_400_000;
const QUERIES = ["tent", "stove", "zzq nothing", "lantern", "refund", "rare one"];

/** A small deterministic generator, so a failing run can be replayed. */
function randomSource(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

interface Expected {
  searches: number;
  visitors: number;
  noResultSearches: number;
  clickedSearches: number;
  noResultVisitors: number;
}

/**
 * The window's figures counted from the raw events of its days, by their definitions:
 * visitors are distinct per day and summed over the days; a no-result list counts the visitors of
 * the days on which the query found nothing for someone.
 */
async function countedFromRawEvents(t: TestContext, days: number, asOf: string) {
  const from = shiftDay(asOf, 1 - days);
  const events = await rawSearchEventsWithClicks(t.db);
  const perDay = new Map<
    string,
    {
      query: string;
      events: Set<number>;
      visitors: Set<string>;
      noResults: Set<number>;
      clicked: Set<number>;
    }
  >();
  const opens = new Map<string, number>();
  for (const event of events) {
    const day = utcDay(new Date(event.createdAt));
    if (day < from || day > asOf) continue;
    const key = `${day}\n${event.query}`;
    const row = perDay.get(key) ?? {
      query: event.query,
      events: new Set<number>(),
      visitors: new Set<string>(),
      noResults: new Set<number>(),
      clicked: new Set<number>(),
    };
    perDay.set(key, row);
    row.events.add(event.id);
    row.visitors.add(event.visitor!);
    if (event.resultCount === 0) row.noResults.add(event.id);
    if (event.articleId !== null) {
      row.clicked.add(event.id);
      const openKey = `${event.query} ${event.articleId}`;
      opens.set(openKey, (opens.get(openKey) ?? 0) + 1);
    }
  }
  const totals = new Map<string, Expected>();
  for (const row of perDay.values()) {
    const total = totals.get(row.query) ?? {
      searches: 0,
      visitors: 0,
      noResultSearches: 0,
      clickedSearches: 0,
      noResultVisitors: 0,
    };
    total.searches += row.events.size;
    total.visitors += row.visitors.size;
    total.noResultSearches += row.noResults.size;
    total.clickedSearches += row.clicked.size;
    if (row.noResults.size > 0) total.noResultVisitors += row.visitors.size;
    totals.set(row.query, total);
  }
  return { totals: Object.fromEntries(totals), opens: Object.fromEntries(opens) };
}

/** The window's running totals (and opens) equal a count over the raw events of its days. */
async function expectWindowEqualsRawEvents(t: TestContext, days: number, asOf: string) {
  const window = await t.db
    .selectFrom("searchWindows")
    .select("asOf")
    .where("days", "=", days)
    .executeTakeFirstOrThrow();
  expect(window.asOf).toBe(asOf);
  const rows = await t.db.selectFrom("searchWindowTotals").selectAll().where("days", "=", days).execute();
  const opens = await t.db
    .selectFrom("searchWindowArticleOpens")
    .selectAll()
    .where("days", "=", days)
    .execute();
  const expected = await countedFromRawEvents(t, days, asOf);
  expect(
    Object.fromEntries(
      rows.map(({ query, searches, visitors, noResultSearches, clickedSearches, noResultVisitors }) => [
        query,
        { searches, visitors, noResultSearches, clickedSearches, noResultVisitors },
      ]),
    ),
    `${days}-day window ending ${asOf}`,
  ).toEqual(expected.totals);
  expect(Object.fromEntries(opens.map((row) => [`${row.query} ${row.articleId}`, row.opens]))).toEqual(
    expected.opens,
  );
}

describeEachDatabase("search analytics windows (running totals per window)", (t) => {
  let articleIds: number[] = [];
  const random = randomSource(29);
  afterEach(() => clock.reset());

  /** A day of searches (and a click on a third of those with results), as the log would write them. */
  async function simulateDay(day: string, count: number) {
    const start = Date.parse(`${day}T00:00:00.000Z`);
    const searches: FinishedSearch[] = [];
    for (let i = 0; i < count; i++) {
      const query = QUERIES[random(QUERIES.length)]!;
      // "tent" finds nothing for some: a query's day counts for the no-result list once it did.
      const resultCount = query === "zzq nothing" || (query === "tent" && random(5) === 0) ? 0 : 3;
      const offset = i === 0 ? 0 : i === 1 ? DAY_MS - 1 : random(DAY_MS);
      searches.push({ query, resultCount, visitor: `v${random(9)}`, at: new Date(start + offset) });
    }
    const ids = await recordSearches(t.db, searches);
    const logged = await t.db
      .selectFrom("searchEvents")
      .select(["id", "query", "resultCount", "createdAt"])
      .where("id", "in", ids.length > 0 ? ids : [-1])
      .execute();
    const clicks = logged
      .filter((event) => event.resultCount > 0 && random(3) === 0)
      .map((event) => ({
        searchEventId: event.id,
        day: utcDay(new Date(event.createdAt)),
        query: event.query,
        articleId: articleIds[random(articleIds.length)]!,
        position: 1,
        // Some opens arrive after midnight: they count on the search's day all the same.
        createdAt: new Date(Date.parse(event.createdAt) + 60_000).toISOString(),
      }));
    await t.db.transaction().execute((trx) => recordSearchClicksIn(trx, clicks, t.dialect === "postgres"));
  }

  // The articles the simulated clicks open; no test changes them.
  beforeAll(async () => {
    const { ids } = await insertArticles(t.db, t.app.ctx.search, "Windows", [
      { slug: "w-tent", title: "Tent care" },
      { slug: "w-stove", title: "Stove fuel" },
      { slug: "w-lantern", title: "Lantern batteries" },
    ]);
    articleIds = [...ids.values()];
  });

  it("keeps every window equal to a count over the raw events as the UTC days go by", async () => {
    const first = "2031-05-01";
    for (let k = 0; k < 40; k++) {
      const today = shiftDay(first, k);
      await simulateDay(today, 25 + random(20));
      // A late click on one of yesterday's searches lands in yesterday's rollup row.
      if (k > 0) await simulateDay(shiftDay(today, -1), 2);
      const now = new Date(`${today}T12:00:00.000Z`);
      // The 7-day window moves every day except days 20 to 29 (a gap longer than the window:
      // it is built anew); the 30-day window every third day; the 90-day one twice.
      if (k < 20 || k >= 30) {
        await loadAnalytics(t.app.ctx, 7, now);
        await expectWindowEqualsRawEvents(t, 7, today);
      }
      if (k % 3 === 0) {
        await loadSearchList(t.app.ctx, "noResults", 30, now);
        await expectWindowEqualsRawEvents(t, 30, today);
      }
      if (k === 12 || k === 39) {
        await loadAnalytics(t.app.ctx, 90, now);
        await expectWindowEqualsRawEvents(t, 90, today);
      }
    }
    // And the lists read from them are ranked as the raw counts say.
    const today = shiftDay(first, 39);
    const analytics = await loadAnalytics(t.app.ctx, 7, new Date(`${today}T23:00:00.000Z`));
    const { totals } = await countedFromRawEvents(t, 7, today);
    const ranked = Object.entries(totals).sort(
      ([qa, a], [qb, b]) => b.visitors - a.visitors || b.searches - a.searches || (qa < qb ? -1 : 1),
    );
    expect(analytics.topSearches.map((entry) => [entry.text, entry.count, entry.searches])).toEqual(
      ranked.map(([query, figures]) => [query, figures.visitors, figures.searches]),
    );
    expect(analytics.noResultQueries.map((entry) => [entry.text, entry.count])).toEqual(
      ranked
        .filter(([, figures]) => figures.noResultSearches > 0)
        .sort(
          ([qa, a], [qb, b]) =>
            b.noResultVisitors - a.noResultVisitors ||
            b.noResultSearches - a.noResultSearches ||
            (qa < qb ? -1 : 1),
        )
        .map(([query, figures]) => [query, figures.noResultVisitors]),
    );
    expect(analytics.stats.monthlySearches).toBe(
      Object.values(totals).reduce((sum, figures) => sum + figures.searches, 0),
    );
  });

  it("re-bases at a day change: the day that left the window goes, the new day's searches come in", async () => {
    const day = "2032-02-10";
    const at = (iso: string) => ({ query: "passing fad", resultCount: 0, visitor: iso, at: new Date(iso) });
    await recordSearches(t.db, [at(`${day}T08:00:00.000Z`), at(`${day}T09:00:00.000Z`)]);
    const seen = await loadAnalytics(t.app.ctx, 7, new Date(`${day}T10:00:00.000Z`));
    expect(seen.noResultQueries.map((entry) => [entry.text, entry.count])).toEqual([["passing fad", 2]]);
    // Logged on the next day before anything moved the window on: only the rebase counts it.
    const next = shiftDay(day, 7);
    await recordSearches(t.db, [{ ...at(`${next}T00:00:00.000Z`), query: "new craze" }]);
    const week = await loadAnalytics(t.app.ctx, 7, new Date(`${next}T00:00:01.000Z`));
    expect(week.window).toEqual({ days: 7, from: shiftDay(day, 1), to: next });
    expect(week.noResultQueries.map((entry) => entry.text)).toEqual(["new craze"]);
    expect(week.stats.monthlySearches).toBe(1);
    await expectWindowEqualsRawEvents(t, 7, next);
  });

  it("loses nothing when a rebase runs while searches and clicks are being logged", async () => {
    const day = "2033-07-01";
    await bringWindowUpToDate(t.db, 7, day);
    await simulateDay(day, 20);
    const next = shiftDay(day, 1);
    await Promise.all([
      simulateDay(next, 30),
      simulateDay(day, 10),
      bringWindowUpToDate(t.db, 7, next),
      simulateDay(next, 30),
      bringWindowUpToDate(t.db, 7, next),
      simulateDay(shiftDay(day, -6), 10),
    ]);
    await bringWindowUpToDate(t.db, 7, next);
    await expectWindowEqualsRawEvents(t, 7, next);
  });

  it("follows the clock back when another instance's clock ran ahead, and forward again", async () => {
    const { ids } = await insertArticles(t.db, t.app.ctx.search, "Clocks", [
      { slug: "c-tent", title: "Tent pegs" },
    ]);
    articleIds = [...ids.values()];
    const ahead = "2034-04-20";
    const behind = shiftDay(ahead, -2);
    for (let k = -12; k <= 0; k++) await simulateDay(shiftDay(ahead, k), 15);
    // The instance whose clock runs ahead moves the window on to its day first.
    clock.set(`${ahead}T09:00:00.000Z`);
    await loadAnalytics(t.app.ctx, 7);
    await expectWindowEqualsRawEvents(t, 7, ahead);
    // Then one two days behind reads the dashboard: the window ends on its day again, the two
    // days ahead leave it and the two days before its start come back.
    clock.set(`${behind}T09:00:00.000Z`);
    const seen = await loadAnalytics(t.app.ctx, 7);
    expect(seen.window).toEqual({ days: 7, from: shiftDay(behind, -6), to: behind });
    await expectWindowEqualsRawEvents(t, 7, behind);
    clock.set(`${ahead}T09:00:00.000Z`);
    await loadAnalytics(t.app.ctx, 7);
    await expectWindowEqualsRawEvents(t, 7, ahead);
  });

  it("is moved on to today by the scheduled job, which two instances may start at once", async () => {
    // The day the job moves the windows to is the clock's: the test does not depend on the day
    // the machine is in, nor fail when a run crosses midnight UTC.
    clock.set("2035-01-14T12:00:00.000Z");
    const today = "2035-01-14";
    await recordSearches(t.db, [{ query: "today", resultCount: 2, visitor: "job", at: clock.now() }]);
    const job = housekeepingJobs.find((candidate) => candidate.name === "rebase-search-windows")!;
    const log = { warn: () => {} } as unknown as Parameters<typeof startScheduledJobs>[1];
    await Promise.all([
      startScheduledJobs(t.app.ctx, log, [job], 3_600_000)(),
      startScheduledJobs(t.app.ctx, log, [job], 3_600_000)(),
    ]);
    for (const days of [7, 30, 90]) await expectWindowEqualsRawEvents(t, days, today);
    const rows = await t.db.selectFrom("searchWindowTotals").select("query").where("days", "=", 7).execute();
    expect(rows.map((row) => row.query)).toContain("today");
  });
});
