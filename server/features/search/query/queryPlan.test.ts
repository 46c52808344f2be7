import { describe, expect, it } from "vitest";
import { buildQueryPlan, type RelatedWords, type WordSense } from "./queryPlan.ts";
import { searchTuning } from "./searchTuning.ts";
import { Vocabulary } from "./vocabulary.ts";

const related: Record<string, string[]> = { purchase: ["buy", "leverage"], tent: ["shelter"] };
const nearness: Record<string, number> = {
  "purchase buy": 0.83,
  "tent shelter": 0.52,
  "storm winds": searchTuning.definitionCloseness + 0.05,
  "storm weather": searchTuning.definitionCloseness - 0.05,
  "storm storming": 0.9,
};
const sense = (definition: string): WordSense => ({
  frequent: true,
  definition: definition.split(" "),
  words: () => [],
  broader: () => [],
  narrower: () => [],
});
const senses: Record<string, WordSense[]> = {
  storm: [sense("a violent weather condition with winds often storming")],
};

/** A lexicon that knows a few relations, and how near usage puts the pairs it was told. */
const lexicon: RelatedWords = {
  related: (word) => related[word] ?? [],
  senses: (word) => senses[word] ?? [],
  baseForms: () => [],
  verbForms: () => [],
  closeness: (a, b) => nearness[`${a} ${b}`] ?? null,
  isWord: (word) => word in related || word in senses,
  spellings: () => [],
  beginsWord: () => false,
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

  it("takes from a sense's definition only the words usage puts as near the word as the tuned closeness, head only", async () => {
    const vocabulary = await new Vocabulary({
      all: async () => ["winds", "weather", "violent", "condition", "storming"],
      count: async () => 5,
    }).ready();
    const [storm] = buildQueryPlan("storm", [], vocabulary, false, lexicon).slots;
    const broader = storm!.alternatives.flatMap((a) =>
      a.kind === "word" && a.tier === "broader" ? [a.word] : [],
    );
    expect(storm!.alternatives).toContainEqual({
      kind: "word",
      word: "winds",
      tier: "broader",
      closeness: searchTuning.definitionCloseness + 0.05,
    });
    // Further in usage, unknown to usage, or the word itself in another form: not taken.
    expect(broader).toEqual(["winds"]);
  });
});
