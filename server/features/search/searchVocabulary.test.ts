import { beforeAll, beforeEach, expect, it } from "vitest";
import type { SearchResponse } from "../../../shared/schemas/search.ts";
import { insertArticles } from "../../../test/support/searchFixtures.ts";
import { describeEachDatabase, type TestContext } from "../../../test/support/testApp.ts";

async function ranked(t: TestContext, query: string): Promise<string[]> {
  const response = await t.anon.get(`/api/public/search?q=${encodeURIComponent(query)}&page=1`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as SearchResponse).results.map((r) => r.slug);
}

/**
 * The built-in vocabulary (server/features/search/query/builtInSynonyms.json) applies to every
 * search with no admin synonyms at all, one case per kind of group, multi-word terms on both
 * sides; the admin switches a group off with "-term".
 */
describeEachDatabase(
  "built-in search vocabulary",
  (t) => {
    // Each test starts with no admin synonyms, whatever the test before it left.
    beforeEach(async () => {
      await t.app.ctx.settings.update(t.db, { search_synonyms: [] });
    });
    beforeAll(async () => {
      await insertArticles(t.db, t.app.ctx.search, "Care", [
        {
          slug: "mould-on-canvas",
          title: "Removing mould from canvas",
          summary: "Vinegar and sunshine.",
          body: "Brush off the spots once dry.",
        },
        {
          slug: "choosing-a-colour",
          title: "Choosing a tent colour",
          summary: "Green blends in; orange is seen from afar.",
          body: "Pale inners feel brighter inside.",
        },
        {
          slug: "backpack-fitting",
          title: "Fitting a backpack",
          summary: "Torso length first, then the hip belt.",
          body: "Load lifters pull the top of the load towards you.",
        },
        {
          slug: "tent-footprint",
          title: "Do I need a footprint?",
          summary: "It protects the floor from stones.",
          body: "Choose one a little smaller than the floor.",
        },
        {
          slug: "refund-timing",
          title: "When will I get my refund?",
          summary: "Five to ten working days after we receive it.",
          body: "The refund goes back to the card you paid with.",
        },
        {
          slug: "using-a-discount-code",
          title: "Using a promo code",
          summary: "Enter it at checkout before paying.",
          body: "One code per order.",
        },
      ]);
    });

    it("matches British and American spellings", async () => {
      expect(await ranked(t, "mold")).toEqual(["mould-on-canvas"]);
      expect(await ranked(t, "tent color")).toEqual(["choosing-a-colour"]);
    });

    it("matches the catalogue's everyday words", async () => {
      expect(await ranked(t, "rucksack")).toEqual(["backpack-fitting"]);
      // A multi-word term typed: "ground cloth" finds the footprint article.
      expect(await ranked(t, "ground cloth")).toEqual(["tent-footprint"]);
    });

    it("matches the shop's everyday words, multi-word terms on both sides", async () => {
      // Typed phrase → word in the article.
      expect(await ranked(t, "money back")).toEqual(["refund-timing"]);
      // Typed word → phrase in the article.
      expect(await ranked(t, "coupon")).toEqual(["using-a-discount-code"]);
    });

    it("applies alongside the admin's groups, and the admin switches a built-in group off", async () => {
      await t.app.ctx.settings.update(t.db, { search_synonyms: ["canvas, cotton tent", "-rucksack"] });
      expect(await ranked(t, "cotton tent")).toEqual(["mould-on-canvas"]);
      expect(await ranked(t, "mold")).toEqual(["mould-on-canvas"]);
      expect(await ranked(t, "rucksack")).toEqual([]);
      await t.app.ctx.settings.update(t.db, { search_synonyms: [] });
      expect(await ranked(t, "rucksack")).toEqual(["backpack-fitting"]);
    });

    it("accepts a switch-off entry through the settings API", async () => {
      const admin = await t.as("admin");
      const response = await admin.put("/api/admin/settings", { search_synonyms: ["-pack"] });
      expect(response.statusCode, response.body).toBe(200);
      expect(await ranked(t, "rucksack")).toEqual([]);
      const refused = await admin.put("/api/admin/settings", { search_synonyms: ["lonely"] });
      expect(refused.statusCode).toBe(400);
      await admin.put("/api/admin/settings", { search_synonyms: [] });
    });
  },
  { searchRateLimitPerMinute: 100_000 },
);
