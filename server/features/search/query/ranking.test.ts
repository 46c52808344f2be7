import { describe, expect, it } from "vitest";
import type { Candidate } from "../engines/searchEngine.ts";
import type { QueryPlan } from "./queryPlan.ts";
import { rankCandidates } from "./ranking.ts";

const candidate = (articleId: number, title: string, summary: string): Candidate => ({
  articleId,
  title,
  tags: "",
  summary,
  category: "Help",
  engineOrder: articleId,
});

/** The candidates' ids in ranked order; `bodies` holds the bodies ranking may read. */
async function rankedIds(
  plan: QueryPlan,
  candidates: Candidate[],
  query: string,
  bodies = new Map<number, string>(),
): Promise<number[]> {
  const ranked = await rankCandidates(
    plan,
    candidates,
    query,
    async (ids) => new Map(ids.flatMap((id) => (bodies.has(id) ? [[id, bodies.get(id)!] as const] : []))),
  );
  return ranked.map((c) => c.articleId);
}

/**
 * "bonus points for shopping": WordNet relates "item" to "points" (a sense usage puts far away,
 * 0.24) and calls "buying" a kind of "shopping" (0.59, near).
 */
const plan: QueryPlan = {
  slots: [
    { alternatives: [{ kind: "word", word: "bonus", tier: "exact" }] },
    {
      alternatives: [
        { kind: "word", word: "points", tier: "exact" },
        { kind: "word", word: "item", tier: "related", closeness: 0.24 },
      ],
    },
    {
      alternatives: [
        { kind: "word", word: "shopping", tier: "exact" },
        { kind: "word", word: "buying", tier: "broader", closeness: 0.59 },
      ],
    },
  ],
};

const rewards = candidate(1, "Earning and redeeming reward points", "Points for every order.");
const exchange = candidate(2, "Exchanging an item for a different size", "Shopping for the right size.");
const bodies = new Map([
  [1, "Bonus points on every shopping trip."],
  [2, "Send it back with the form."],
]);

describe("ranking", () => {
  it("counts a slot answered only by a far relative as a guess, not as the word typed", async () => {
    // The exchange article's title holds "item" and its summary "shopping": two slots, were the
    // far relative whole. The rewards article holds "points" in its title, "bonus" and
    // "shopping" only in its body.
    expect(await rankedIds(plan, [exchange, rewards], "bonus points for shopping", bodies)).toEqual([1, 2]);
  });

  it("ranks first the title a visitor is typing, its last word cut short", async () => {
    // "wi": its completions are words the help center uses, and "with" (a stop word) is none.
    const typing: QueryPlan = {
      slots: [
        { alternatives: [{ kind: "word", word: "flying", tier: "exact" }] },
        {
          alternatives: [
            { kind: "word", word: "wi", tier: "exact" },
            { kind: "word", word: "window", tier: "prefix" },
            { kind: "word", word: "within", tier: "prefix" },
          ],
        },
      ],
    };
    const cancelling = candidate(
      1,
      "Changing or cancelling an order",
      "Within the hour, from the order window.",
    );
    const flying = candidate(2, "Flying with a camping stove", "Fuel canisters travel apart.");
    const flyingBodies = new Map([
      [1, "Flying out tomorrow? Cancel early."],
      [2, "Pack the canister in your hold luggage."],
    ]);
    expect(await rankedIds(typing, [cancelling, flying], "flying wi", flyingBodies)).toEqual([2, 1]);
  });

  it("ranks first the article whose title or summary holds the query's words in its order", async () => {
    // "keep", "going" and "out" are filler one by one; together they are the symptom.
    const stove: QueryPlan = { slots: [{ alternatives: [{ kind: "word", word: "stove", tier: "exact" }] }] };
    const flying = candidate(
      1,
      "Flying with a camping stove",
      "Pack the stove, and keep its fuel out of the cabin.",
    );
    const wontLight = candidate(
      2,
      "My stove won't light",
      "The common reasons a stove won't light or keeps going out.",
    );
    expect(await rankedIds(stove, [flying, wontLight], "why does my stove keep going out")).toEqual([2, 1]);
  });

  it("ranks first, for a question of how long, the article that says how long", async () => {
    const returning: QueryPlan = {
      slots: [{ alternatives: [{ kind: "word", word: "return", tier: "exact" }] }],
    };
    const starting = candidate(1, "How to start a return", "Start a return online in a few minutes.");
    const policy = candidate(2, "Our return policy", "Return most gear within 60 days of delivery.");
    expect(await rankedIds(returning, [starting, policy], "how long do i have to return something")).toEqual([
      2, 1,
    ]);
    // Asked otherwise, the engine's order stands.
    expect(await rankedIds(returning, [starting, policy], "return something")).toEqual([1, 2]);
  });
});
