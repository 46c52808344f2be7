import { beforeAll, expect, it } from "vitest";
import { relevanceSet } from "../../server/db/search/relevanceSet.ts";
import { seedDemo } from "../../server/db/seed/seedDemo.ts";
import type { SearchResponse } from "../../shared/schemas/search.ts";
import { describeEachDatabase } from "../support/testApp.ts";

/** The share of cases (other than "nothing") that must find an expected article in place. */
const REQUIRED_HIT_RATE = 0.9;

/**
 * The relevance set (server/db/search/relevanceSet.ts) over the demo help center, through the
 * public API, on each database: each case expects one of its articles within its first
 * `within` results of the full ranked list; "nothing" cases must find nothing at all.
 */
describeEachDatabase(
  "search relevance",
  (t) => {
    beforeAll(async () => {
      await seedDemo(t.app.ctx, { now: new Date("2026-01-15T12:00:00Z") });
    });

    it(`puts an expected article in place for ${REQUIRED_HIT_RATE * 100}% of queries, and finds nothing for nonsense`, async () => {
      const misses: string[] = [];
      const falseFinds: string[] = [];
      let scored = 0;
      let hits = 0;
      for (const testCase of relevanceSet) {
        const response = await t.anon.get(
          `/api/public/search?q=${encodeURIComponent(testCase.query)}&page=1`,
        );
        expect(response.statusCode, testCase.query).toBe(200);
        const slugs = (response.json() as SearchResponse).results.map((result) => result.slug);
        if (testCase.kind === "nothing") {
          if (slugs.length > 0) falseFinds.push(`${testCase.query} → ${slugs.slice(0, 3).join(", ")}`);
          continue;
        }
        scored += 1;
        const top = slugs.slice(0, testCase.within);
        if (testCase.expect.some((slug) => top.includes(slug))) hits += 1;
        else {
          misses.push(
            `[${testCase.kind}] "${testCase.query}" wanted ${testCase.expect.join(" | ")} within ${testCase.within}, got ${slugs.slice(0, 3).join(", ") || "nothing"}`,
          );
        }
      }
      const rate = scored === 0 ? 0 : hits / scored;
      console.log(
        `search relevance [${t.dialect}]: ${hits}/${scored} = ${(rate * 100).toFixed(1)}% in place; ` +
          `"nothing" cases finding something: ${falseFinds.length}` +
          (misses.length ? `\n  misses:\n  ${misses.join("\n  ")}` : "") +
          (falseFinds.length ? `\n  false finds:\n  ${falseFinds.join("\n  ")}` : ""),
      );
      expect(relevanceSet.length).toBeGreaterThanOrEqual(80);
      expect(falseFinds).toEqual([]);
      expect(rate).toBeGreaterThanOrEqual(REQUIRED_HIT_RATE);
    });
  },
  { searchRateLimitPerMinute: 100_000 },
);
