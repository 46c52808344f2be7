import { describe, expect, it } from "vitest";
import type { Candidate } from "../engines/searchEngine.ts";
import { answersLooseQuery } from "./precision.ts";
import type { QueryPlan } from "./queryPlan.ts";
import { searchTuning } from "./searchTuning.ts";

const candidate = (title: string, summary = ""): Candidate => ({
  articleId: 1,
  title,
  tags: "",
  summary,
  category: "Help",
  engineOrder: 0,
});

/**
 * "purchase gift card abroad" over a help center that never says "purchase": the slot stands
 * for it through "buy", a word WordNet relates to it, as near in usage as `closeness`.
 */
function planWithRelatedWord(closeness: number | undefined): QueryPlan {
  return {
    slots: [
      {
        alternatives: [
          { kind: "word", word: "purchase", tier: "exact" },
          { kind: "word", word: "buy", tier: "related", closeness },
        ],
        known: false,
      },
      { alternatives: [{ kind: "phrase", words: ["gift", "card"], tier: "exact" }], known: true },
      { alternatives: [{ kind: "word", word: "abroad", tier: "exact" }], known: false },
    ],
  };
}

describe("the loose pass's evidence", () => {
  const article = candidate("Buy a gift card", "Choose an amount and a design.");
  const confirmed = searchTuning.confirmedCloseness;

  it("counts a related word as the typed word when usage puts the two as near as the tuned closeness", () => {
    expect(answersLooseQuery(planWithRelatedWord(confirmed), article)).toBe(true);
    expect(answersLooseQuery(planWithRelatedWord(confirmed + 0.1), article)).toBe(true);
  });

  it("counts a related word usage puts further apart, or does not know, as a guess: not enough here", () => {
    expect(answersLooseQuery(planWithRelatedWord(confirmed - 0.05), article)).toBe(false);
    expect(answersLooseQuery(planWithRelatedWord(undefined), article)).toBe(false);
  });

  it("counts a broader term usage confirms as the typed word too", () => {
    const plan = planWithRelatedWord(undefined);
    plan.slots[0]!.alternatives[1] = { kind: "word", word: "buy", tier: "broader", closeness: confirmed };
    expect(answersLooseQuery(plan, article)).toBe(true);
    plan.slots[0]!.alternatives[1] = {
      kind: "word",
      word: "buy",
      tier: "broader",
      closeness: confirmed - 0.05,
    };
    expect(answersLooseQuery(plan, article)).toBe(false);
  });

  it("never takes a relative as the whole evidence: some query word must be in the head itself", () => {
    const tentColor = (second: string): QueryPlan => ({
      slots: [
        {
          alternatives: [
            { kind: "word", word: "tent", tier: "exact" },
            { kind: "word", word: "canvas", tier: "related", closeness: confirmed + 0.1 },
          ],
          known: true,
        },
        { alternatives: [{ kind: "word", word: second, tier: "exact" }], known: true },
      ],
    });
    const mould = candidate("Removing mould from canvas", "Vinegar and sunshine.");
    expect(answersLooseQuery(tentColor("color"), mould)).toBe(false);
    expect(answersLooseQuery(tentColor("mould"), mould)).toBe(true);
  });
});
