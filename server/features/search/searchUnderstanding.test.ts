import { beforeAll, beforeEach, expect, it } from "vitest";
import type { SearchResponse } from "../../../shared/schemas/search.ts";
import { rawSearchEventsWithClicks } from "../../../test/support/rawSearchEvents.ts";
import { insertArticles } from "../../../test/support/searchFixtures.ts";
import { describeEachDatabase, type TestContext } from "../../../test/support/testApp.ts";

async function answer(t: TestContext, query: string, extra = ""): Promise<SearchResponse> {
  const response = await t.anon.get(`/api/public/search?q=${encodeURIComponent(query)}${extra}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SearchResponse;
}

const slugsOf = (response: SearchResponse) => response.results.map((r) => r.slug);

/**
 * Questions the articles do not word as the visitor does: question filler, words of general
 * English the help center does not use (WordNet), "Did you mean …?" and results for part of a
 * query, and silence for questions about something else.
 */
describeEachDatabase(
  "search that understands customers' words",
  (t) => {
    beforeEach(async () => {
      await t.app.ctx.settings.update(t.db, { search_synonyms: [] });
    });
    beforeAll(async () => {
      await insertArticles(t.db, t.app.ctx.search, "Help", [
        {
          slug: "cleaning-your-tent",
          title: "Cleaning your tent",
          summary: "Wash it by hand and let it dry fully.",
          body: "Use lukewarm water and a sponge.",
        },
        {
          slug: "choosing-the-best-tent",
          title: "Choosing the best tent",
          summary: "Weight, space and seasons compared.",
          body: "The way you camp decides; keep it clean and it lasts for years.",
        },
        {
          slug: "tracking-your-order",
          title: "Tracking your order",
          summary: "Follow your package from our warehouse to your door.",
          body: "The tracking number is in your confirmation email.",
        },
        {
          slug: "pick-up-lockers",
          title: "Collecting from a pick-up locker",
          summary: "Choose a locker at checkout and collect with your code.",
          body: "Lockers keep your order for five days.",
        },
        {
          slug: "repair-prices",
          title: "Repair prices",
          summary: "Flat prices for common repairs.",
          body: "Zips, seams and poles.",
        },
        {
          slug: "adjusting-the-hip-belt",
          title: "Adjusting the hip belt",
          summary: "Tighten the hip belt first so it carries the weight.",
          body: "Then the shoulder straps.",
        },
        {
          slug: "washing-a-sleeping-bag",
          title: "Washing a sleeping bag",
          summary: "A front-loading machine and a gentle cycle.",
          body: "Dry it with tennis balls.",
        },
        {
          slug: "pitching-your-tent",
          title: "Pitching your tent",
          summary: "Stake the corners first, then assemble the poles.",
          body: "Face the door away from the wind.",
        },
        {
          slug: "breaking-in-boots",
          title: "Breaking in your boots",
          summary: "Wear them at home for a few days first.",
          body: "Thick socks help.",
        },
        {
          slug: "choosing-hiking-boots",
          title: "Choosing hiking boots",
          summary: "Fit, ankle support and soles compared.",
          body: "Try them on in the afternoon.",
        },
        {
          slug: "washing-the-waiststrap",
          title: "Washing the waiststrap",
          summary: "Hand wash it with mild soap.",
          body: "Air dry only.",
        },
      ]);
    });

    it("searches a question by its key words: filler such as 'best' and 'way' does not outrank the article about them", async () => {
      const slugs = slugsOf(await answer(t, "what's the best way to clean my tent"));
      expect(slugs[0]).toBe("cleaning-your-tent");
    });

    it("finds articles through a word the help center uses for what was typed (WordNet), below an exact match", async () => {
      // No article says "parcel"; WordNet relates it to "package", which one does.
      expect(slugsOf(await answer(t, "where is my parcel"))[0]).toBe("tracking-your-order");
      // "lockers" is typed: the article that holds it comes before the related word's.
      const slugs = slugsOf(await answer(t, "package lockers"));
      expect(slugs[0]).toBe("pick-up-lockers");
    });

    it("finds the article named by a narrower term of what was typed (WordNet), in titles, tags and summaries", async () => {
      // "Pitch" is a way to "erect" (a tent): no article says "erect".
      expect(slugsOf(await answer(t, "how do i erect my tent"))[0]).toBe("pitching-your-tent");
    });

    it("reads an irregular verb form as its infinitive: 'wore' finds the article about wearing", async () => {
      expect(slugsOf(await answer(t, "wore my boots"))[0]).toBe("breaking-in-boots");
      // "took" is filler, as "take" is.
      expect(slugsOf(await answer(t, "took my boots"))).toEqual(slugsOf(await answer(t, "boots")));
    });

    it("finds a compound written apart that the help center writes as one word", async () => {
      expect(slugsOf(await answer(t, "waist strap"))[0]).toBe("washing-the-waiststrap");
    });

    it("reads a verb and its particle as one verb with words between them", async () => {
      // "set … up" is "assemble" in WordNet; "set" alone is not.
      expect(slugsOf(await answer(t, "set the tent up"))[0]).toBe("pitching-your-tent");
    });

    it("ranks the staff's synonyms above words related in general English", async () => {
      await t.app.ctx.settings.update(t.db, { search_synonyms: ["parcel, locker"] });
      const slugs = slugsOf(await answer(t, "parcel"));
      expect(slugs.slice(0, 2)).toEqual(["pick-up-lockers", "tracking-your-order"]);
    });

    it("stays silent for questions about something else that share one word with an article", async () => {
      for (const query of ["bitcoin price", "iphone screen repair", "knit a scarf"]) {
        const response = await answer(t, query);
        expect(response.results, query).toEqual([]);
        expect(response.partial, query).toBeUndefined();
      }
    });

    it("wants most of a question answered when one of its words the help center never uses stands only by a WordNet relative", async () => {
      // "apartment" is only WordNet's "flat" ("Flat prices for common repairs"): with "prices"
      // that is half of "apartment rent prices", not enough.
      expect(slugsOf(await answer(t, "apartment rent prices"))).toEqual([]);
      expect(slugsOf(await answer(t, "repair prices"))[0]).toBe("repair-prices");
    });

    it("answers a query that finds nothing with a spelling from the help center's words that does (didYouMean)", async () => {
      const dropdown = await answer(t, "slepping bga");
      expect(dropdown.results).toEqual([]);
      expect(dropdown.didYouMean).toBe("sleeping bag");
      const page = await answer(t, "slepping bga", "&page=1");
      expect(page.didYouMean).toBe("sleeping bag");
      expect(slugsOf(await answer(t, dropdown.didYouMean!))[0]).toBe("washing-a-sleeping-bag");
      // Found articles, or no spelling that would: no suggestion.
      expect((await answer(t, "sleeping bag")).didYouMean).toBeUndefined();
      expect((await answer(t, "qqzxv vvkrp")).didYouMean).toBeUndefined();
    });

    it("shows results for the specific part of a query whose other words the help center never uses, marked partial and logged as unanswered", async () => {
      const dropdown = await answer(t, "hip belt xylophone zorblax", "&mode=submit");
      expect(dropdown.partial).toBe(true);
      expect(slugsOf(dropdown)[0]).toBe("adjusting-the-hip-belt");
      // Titles of part of a query are no completion of what was typed.
      expect(dropdown.suggestions).toEqual([]);
      const page = await answer(t, "hip belt xylophone zorblax", "&page=1");
      expect(page.partial).toBe(true);
      expect(page.pagination?.total).toBeGreaterThan(0);
      // A query answered whole is not partial.
      expect((await answer(t, "hip belt")).partial).toBeUndefined();
      // One word left is not specific enough.
      expect(slugsOf(await answer(t, "belt xylophone zorblax"))).toEqual([]);
      await t.app.ctx.searches.settled();
      const logged = (await rawSearchEventsWithClicks(t.db)).filter(
        (e) => e.query === "hip belt xylophone zorblax",
      );
      expect(logged.length).toBeGreaterThan(0);
      expect(logged.every((event) => event.resultCount === 0)).toBe(true);
    });

    it("matches a term standing for one query word in a title, tags or summary, with another query word in the body, never in a body", async () => {
      await insertArticles(t.db, t.app.ctx.search, "Camp evenings", [
        {
          slug: "pitching-in-the-rain",
          title: "Pitching in the rain",
          summary: "Keep the inner dry.",
          body: "Bring cocoa for afterwards.",
        },
        {
          slug: "dark-evenings",
          title: "Dark evenings",
          summary: "Lights for camp.",
          body: "Pitch dark nights call for cocoa.",
        },
      ]);
      // "erect" stands for "pitch" (WordNet) only where an article states its subject; "cocoa"
      // is in both bodies, and no head holds both words: only the body pass can answer.
      for (const extra of ["", "&page=1"])
        expect(slugsOf(await answer(t, "erect cocoa", extra)), extra).toEqual(["pitching-in-the-rain"]);
    });

    it("takes a WordNet relative of a word the help center never uses as that word when usage puts the two near", async () => {
      await insertArticles(t.db, t.app.ctx.search, "Gift cards", [
        {
          slug: "buying-a-gift-card",
          title: "Buying a gift card",
          summary: "Choose an amount and a design.",
          body: "Cards arrive by email within minutes.",
        },
      ]);
      // No article says "purchase" or "abroad". WordNet relates "purchase" to "buy", and usage
      // puts them near (0.83): with "gift card", two of the three words are answered.
      const response = await answer(t, "purchase gift card abroad");
      expect(slugsOf(response)[0]).toBe("buying-a-gift-card");
      expect(response.partial).toBeUndefined();
      // "apartment" is WordNet's "flat" in a sense usage puts far from it (0.36): still a guess.
      expect(slugsOf(await answer(t, "apartment rent prices"))).toEqual([]);
    });

    it("matches a phrase whole with its short words, on both databases: 'log on' is not 'log'", async () => {
      await insertArticles(t.db, t.app.ctx.search, "Account", [
        {
          slug: "signing-in",
          title: "Signing in to your account",
          summary: "Use the email address you shopped with.",
          body: "Forgotten your password? Reset it from the form.",
        },
        {
          slug: "keeping-a-trip-log",
          title: "Keeping a trip log",
          summary: "Note each day's distance and camp.",
          body: "A waterproof notebook lasts longest.",
        },
      ]);
      await t.app.ctx.settings.update(t.db, { search_synonyms: ["sign in, log on"] });
      // PostgreSQL's own english configuration drops "on" and "in" as stop words, phrases too:
      // "log on" became "log" there, and found the trip log.
      expect(slugsOf(await answer(t, "log on"))).toEqual(["signing-in"]);
      const page = await answer(t, "log on", "&page=1");
      expect(page.pagination?.total).toBe(1);
    });

    it("reads the word of a definition that usage puts nearest the word defined: 'storm' finds 'wind'", async () => {
      await insertArticles(t.db, t.app.ctx.search, "Weather", [
        {
          slug: "pitching-in-high-wind",
          title: "Pitching in high wind",
          summary: "Guy lines and the right stakes keep the tent up.",
          body: "Face the narrow end into the gusts.",
        },
      ]);
      // No article says "storm"; WordNet defines it as "a violent weather condition with winds…",
      // and of those words usage puts "winds" nearest (0.81).
      expect(slugsOf(await answer(t, "tent in a storm"))[0]).toBe("pitching-in-high-wind");
    });

    it("reads a synonym phrase split by its object as that phrase: 'send it back' is 'return'", async () => {
      await insertArticles(t.db, t.app.ctx.search, "Returns", [
        {
          slug: "starting-a-return",
          title: "Starting a return",
          summary: "Print the label and drop the parcel off.",
          body: "Refunds follow within a week.",
        },
        {
          slug: "shipping-times",
          title: "Shipping times",
          summary: "Most orders ship within two days.",
          body: "Express delivery is next day.",
        },
      ]);
      await t.app.ctx.settings.update(t.db, { search_synonyms: ["return, send back"] });
      for (const query of ["can i send it back", "how do i send something back"])
        expect(slugsOf(await answer(t, query))[0], query).toBe("starting-a-return");
    });

    it("reads an irregular verb as any of its forms: 'wore' finds 'worn'", async () => {
      await insertArticles(t.db, t.app.ctx.search, "Boot returns", [
        {
          slug: "returning-worn-boots",
          title: "Returning worn boots",
          summary: "Boots used on a trail can come back within 60 days.",
          body: "Clean them first.",
        },
        {
          slug: "boot-return-labels",
          title: "Printing a return label for boots",
          summary: "Download it from your order.",
          body: "Wear gloves when you tape the box.",
        },
      ]);
      // The label article holds "return" and "boots" in its title and "wear" in its body; the
      // worn boots article holds all three words in its title, "wore" as "worn".
      expect(slugsOf(await answer(t, "return boots i wore"))[0]).toBe("returning-worn-boots");
    });

    it("reads a country's name as a country, two-letter names too: 'uk' finds shipping to other countries", async () => {
      await insertArticles(t.db, t.app.ctx.search, "Delivery", [
        {
          slug: "shipping-abroad",
          title: "Shipping abroad",
          summary: "Which countries we deliver to, and who pays the duties.",
          body: "Most parcels arrive within ten days.",
        },
      ]);
      // No article names a country: WordNet's UK is a kingdom, and a kingdom a country.
      for (const query of ["do you deliver to the uk", "delivery to france"])
        expect(slugsOf(await answer(t, query))[0], query).toBe("shipping-abroad");
    });
  },
  { searchRateLimitPerMinute: 100_000 },
);
