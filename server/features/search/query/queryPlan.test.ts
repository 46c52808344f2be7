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
  completions: () => [],
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

  it("reads a slip as the word it stands for, at the typo tier, and keeps the help center's corrections of a word read alone", async () => {
    const vocabulary = await new Vocabulary({
      all: async () => ["tent", "winds", "storms", "rain", "rainfly", "fly", "flay"],
      count: async () => 7,
    }).ready();
    const slips: RelatedWords = {
      ...lexicon,
      isWord: (word) => ["storm", "fly", "rain", "tent"].includes(word),
      spellings: (word) => (word === "stoorm" ? ["storm"] : word === "fley" ? ["fly", "flay"] : []),
      closeness: (a, b) => (a === "fly" && (b === "rain" || b === "tent") ? 0.3 : lexicon.closeness(a, b)),
    };
    const [, stoorm] = buildQueryPlan("tent stoorm", [], vocabulary, false, slips).slots;
    // "storm" is the help center's (as "storms"): what it matches is a typo fix, and its
    // definition's "winds" still comes at the broader tier.
    expect(stoorm!.alternatives).toContainEqual({ kind: "word", word: "storm", tier: "typo" });
    expect(stoorm!.alternatives).toContainEqual(expect.objectContaining({ word: "winds", tier: "broader" }));
    expect(stoorm!.alternatives.filter((a) => a.tier === "exact")).toEqual([]);
    expect(stoorm!.unknownWord).toBeUndefined();

    // Alone, "fley" is "fly", and the help center's other correction "flay" stays beside it.
    const [, alone] = buildQueryPlan("tent fley", [], vocabulary, false, slips).slots;
    expect(alone!.alternatives.map((a) => (a.kind === "phrase" ? a.words.join(" ") : a.word))).toEqual([
      "fly",
      "flay",
    ]);
    expect(alone!.alternatives.every((a) => a.tier === "typo")).toBe(true);
    // In "rain fley" it is half of "rain fly" (the help center's "rainfly"): "flay" is no "rain fly".
    const [compound] = buildQueryPlan("rain fley", [], vocabulary, false, slips).slots;
    expect(compound!.alternatives).toEqual([
      { kind: "phrase", words: ["rain", "fly"], tier: "typo" },
      { kind: "word", word: "rainfly", tier: "typo" },
    ]);
  });

  it("keeps a respelling the help center never uses as typed words are, so that a query about something else stays foreign", async () => {
    const vocabulary = await new Vocabulary({
      all: async () => ["tent", "shawl"],
      count: async () => 2,
    }).ready();
    const slips: RelatedWords = {
      ...lexicon,
      related: (word) => (word === "scarf" ? ["shawl"] : lexicon.related(word)),
      isWord: (word) => ["scarf", "knit"].includes(word),
      spellings: (word) => (word === "scraf" ? ["scarf"] : []),
    };
    const [, scarf] = buildQueryPlan("knit scraf", [], vocabulary, false, slips).slots;
    expect(scarf!.alternatives).toEqual([
      { kind: "word", word: "scarf", tier: "exact" },
      { kind: "word", word: "shawl", tier: "related" },
    ]);
    expect(scarf!.known).toBe(false);
  });

  it("reads the completion of the word being typed that the query's other words point to, and keeps the others", async () => {
    const vocabulary = await new Vocabulary({
      all: async () => ["tent", "blowing", "store", "storing", "storm", "winds"],
      count: async () => 6,
    }).ready();
    const near: Record<string, number> = { "storm tent": 0.2, "storm blowing": 0.5, "store tent": 0.1 };
    const typing: RelatedWords = {
      ...lexicon,
      isWord: (word) => ["tent", "blowing", "storm", "store", "storing"].includes(word),
      closeness: (a, b) => near[`${a} ${b}`] ?? lexicon.closeness(a, b),
    };
    const words = (query: string) =>
      buildQueryPlan(query, [], vocabulary, true, typing)
        .slots.at(-1)!
        .alternatives.map((a) => (a.kind === "phrase" ? a.words.join(" ") : `${a.word}:${a.tier}`));
    // "storm" is nearest "tent blowing" (0.35 on average): its definition's "winds" comes too.
    expect(words("tent blowing stor")).toEqual([
      "stor:exact",
      "stor:prefix",
      "store:prefix",
      "storm:prefix",
      "storing:prefix",
      "winds:broader",
    ]);
    // Alone, or beside words usage puts no completion near enough (0.2 for "storm" beside
    // "tent"), the word being typed is only its completions; a word typed whole is itself.
    for (const query of ["stor", "tent stor", "tent blowing store"])
      expect(words(query), query).not.toContain("winds:broader");
  });
});
