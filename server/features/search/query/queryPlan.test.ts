import { describe, expect, it } from "vitest";
import { buildQueryPlan, type RelatedWords } from "./queryPlan.ts";
import { Vocabulary } from "./vocabulary.ts";

const related: Record<string, string[]> = { purchase: ["buy", "leverage"], tent: ["shelter"] };
const nearness: Record<string, number> = { "purchase buy": 0.83, "tent shelter": 0.52 };

/** A lexicon that knows a few relations, and how near usage puts the pairs it was told. */
const lexicon: RelatedWords = {
  related: (word) => related[word] ?? [],
  senses: () => [],
  baseForms: () => [],
  closeness: (a, b) => nearness[`${a} ${b}`] ?? null,
};

describe("query plan", () => {
  it("gives each word the lexicon relates to a typed word the closeness of the two in usage", async () => {
    const vocabulary = await new Vocabulary({
      all: async () => ["buy", "leverage", "gift", "card", "tent", "shelter"],
      count: async () => 6,
    }).ready();
    const plan = buildQueryPlan("purchase tent", [], vocabulary, false, lexicon);
    const [purchase, tent] = plan.slots.map((slot) => slot.alternatives);
    expect(purchase).toContainEqual({ kind: "word", word: "buy", tier: "related", closeness: 0.83 });
    // A pair usage knows nothing of has no closeness: a guess as before.
    expect(purchase).toContainEqual({ kind: "word", word: "leverage", tier: "related" });
    expect(tent).toContainEqual({ kind: "word", word: "shelter", tier: "related", closeness: 0.52 });
    // The typed word itself is no relation.
    expect(tent?.[0]).toEqual({ kind: "word", word: "tent", tier: "exact" });
  });
});
