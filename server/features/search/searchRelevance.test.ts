import fs from "node:fs";
import { beforeAll, expect, it } from "vitest";
import type { SearchResponse } from "../../../shared/schemas/search.ts";
import { describeEachDatabase } from "../../../test/support/testApp.ts";
import { seedDemo } from "../../seed/seedDemo.ts";

/** A query over the demo content and the articles a good engine ranks first or in the top 3. */
interface RelevanceCase {
  query: string;
  kind: string;
  expect: string[];
  within: 1 | 3;
}

/** The relevance set: queries with the articles they should find (data, not code). */
const relevanceSet = JSON.parse(
  fs.readFileSync(new URL("../../../test/fixtures/searchRelevance.json", import.meta.url), "utf8"),
) as RelevanceCase[];

/**
 * The share of each kind's queries that must find an expected article within `within` of
 * `results`: what the whole dropdown (suggestions first) reached when `results` still left out
 * the articles shown as suggestions, on both databases. `results` alone must now do as well.
 */
const REQUIRED_HIT_RATE: Record<string, number> = {
  title: 1,
  question: 1,
  typo: 1,
  prefix: 1,
  plural: 1,
  synonym: 1,
  body: 1,
  // The built-in vocabulary: words the expected article does not use.
  vocabulary: 1,
};
/** Nonsense must find nothing; questions about what the shop does not cover, nearly never. */
const REQUIRED_SILENCE: Record<string, number> = { nothing: 1, unrelated: 0.8 };

interface KindFigures {
  queries: number;
  hits: number;
  reciprocalRanks: number;
}

/**
 * The relevance set over the demo help center, through the public API's dropdown answer, on
 * each database. For each kind: hit rate (an expected article within the first `within` of
 * `results`, suggestions not counted) and MRR@5; for "nothing" and "unrelated", the share
 * answering nothing at all.
 */
describeEachDatabase(
  "search relevance",
  (t) => {
    beforeAll(async () => {
      await seedDemo(t.app.ctx, { now: new Date("2026-01-15T12:00:00Z") });
    });

    /** The slugs of a query's `results`, best first. */
    const slugs = async (query: string) =>
      (
        (await t.anon.get(`/api/public/search?q=${encodeURIComponent(query)}`)).json() as SearchResponse
      ).results.map((result) => result.slug);

    it("finds the expected article in `results` for each kind as often as before, and stays silent for unrelated queries", async () => {
      const figures = new Map<string, KindFigures>();
      const failures: string[] = [];
      for (const testCase of relevanceSet) {
        const response = await t.anon.get(`/api/public/search?q=${encodeURIComponent(testCase.query)}`);
        expect(response.statusCode, testCase.query).toBe(200);
        const slugs = (response.json() as SearchResponse).results.map((result) => result.slug);
        const kind = figures.get(testCase.kind) ?? { queries: 0, hits: 0, reciprocalRanks: 0 };
        figures.set(testCase.kind, kind);
        kind.queries += 1;
        const silent = testCase.kind in REQUIRED_SILENCE;
        const rank = slugs.slice(0, 5).findIndex((slug) => testCase.expect.includes(slug));
        const hit = silent ? slugs.length === 0 : rank >= 0 && rank < testCase.within;
        if (hit) kind.hits += 1;
        if (rank >= 0) kind.reciprocalRanks += 1 / (rank + 1);
        if (!hit) {
          failures.push(
            `[${testCase.kind}] "${testCase.query}" ${silent ? "wanted nothing" : `wanted ${testCase.expect.join(" | ")} within ${testCase.within}`}, got ${slugs.slice(0, 3).join(", ") || "nothing"}`,
          );
        }
      }
      const rows = [...figures].map(([name, kind]) => {
        const silent = name in REQUIRED_SILENCE;
        return (
          `  ${name.padEnd(10)} ${String(kind.queries).padStart(3)} queries  ` +
          `${silent ? "silent" : "hit   "} ${((100 * kind.hits) / kind.queries).toFixed(1).padStart(5)}%` +
          (silent ? "" : `  MRR@5 ${(kind.reciprocalRanks / kind.queries).toFixed(3)}`)
        );
      });
      console.log(
        `search relevance [${t.dialect}], \`results\` of the dropdown answer:\n${rows.join("\n")}` +
          (failures.length ? `\n  not as wanted:\n  ${failures.join("\n  ")}` : ""),
      );
      expect(figures.get("unrelated")?.queries).toBeGreaterThanOrEqual(25);
      for (const [name, required] of Object.entries({ ...REQUIRED_HIT_RATE, ...REQUIRED_SILENCE })) {
        const kind = figures.get(name);
        expect(kind, name).toBeDefined();
        expect(kind!.hits / kind!.queries, name).toBeGreaterThanOrEqual(required);
      }
    });

    it("suggests no other word for a correctly spelt one the search already forgave an edit, and still corrects a short slip", async () => {
      const didYouMean = async (query: string) =>
        ((await t.anon.get(`/api/public/search?q=${encodeURIComponent(query)}`)).json() as SearchResponse)
          .didYouMean;
      // "blowing" is one letter from the help center's "flowing": no article is about that.
      expect(await didYouMean("tent blowing storm")).toBeUndefined();
      expect(await didYouMean("how do i keep my tent from blowing over in a storm")).toBeUndefined();
      // "bog" is English too, but too short for the search to have tried "bag" itself.
      expect(await didYouMean("sleeping bog")).toBe("sleeping bag");
      expect(await didYouMean("slepping bga")).toBe("sleeping bag");
    });

    it("reads a slip of the keys as the word meant, even one the articles never use, and a slip in an unrelated query leaves it silent", async () => {
      // "storm" is the articles' word; "luggage" is, but only in the phrase "hand luggage";
      // "rucksack" is a synonym of theirs; "ordr" can only be "order", which makes "trak" "track".
      expect((await slugs("how do i keep my tent from blowing over in a stoorm"))[0]).toBe(
        "pitching-a-tent-in-high-wind",
      );
      expect((await slugs("butane in hand lugage"))[0]).toBe("flying-with-stove-fuel-canisters");
      expect((await slugs("rucksacck sizing")).slice(0, 3)).toEqual(
        expect.arrayContaining(["backpack-capacity-litres-guide", "measure-torso-length-pack-fit"]),
      );
      expect((await slugs("trak my ordr"))[0]).toBe("how-to-track-your-order");
      // As silent as the queries spelt right: a tent shop has no "scarf", and one word of
      // "interest ratse" read as the help center's "raise" is no "interest rates".
      for (const query of [
        "knit a scarf",
        "knit a scraf",
        "mortgage interest rates",
        "mortgage interest ratse",
      ])
        expect(await slugs(query), query).toEqual([]);
    });

    it("reads a last word still being typed as the query's other words suggest, or as the English word it begins", async () => {
      // "stor" begins "storing" and "store" too, but beside "tent blowing over" it is "storm".
      expect((await slugs("how do i keep my tent from blowing over in a stor"))[0]).toBe(
        "pitching-a-tent-in-high-wind",
      );
      // No article begins a word with "shoppin" or "profi": "shopping" and "profile" are meant.
      expect((await slugs("bonus points for shoppin"))[0]).toBe("rewards-membership-points");
      expect((await slugs("erase my profi"))[0]).toBe("close-your-account");
    });
  },
  { searchRateLimitPerMinute: 100_000 },
);
