import { describe, expect, it } from "vitest";
import { editDistance } from "./searchText.ts";
import { readUnknownWords, type SpellingLexicon } from "./unknownWords.ts";
import { Vocabulary } from "./vocabulary.ts";

const english = [
  ...["tent", "blowing", "storm", "form", "norm", "worm", "dorm", "sort", "where", "order"],
  ...["track", "trek", "trap", "knit", "scarf", "scrap", "stood", "stool", "udder", "under"],
  ...["luggage", "hand", "rucksack", "sizing"],
];
/** How near usage puts two words, for the pairs these tests ask about (either order). */
const nearness: Record<string, number> = {
  "storm tent": 0.28,
  "storm blowing": 0.48,
  "dorm tent": 0.48,
  "dorm blowing": 0.11,
  "form tent": 0.17,
  "form blowing": 0.15,
  "sort tent": 0.26,
  "sort blowing": 0.31,
  "track order": 0.4,
  "trek order": 0.05,
  "trap order": 0.02,
  "scarf knit": 0.54,
  "scrap knit": 0.07,
  "udder tent": 0.11,
  "under tent": 0.31,
};

/** General English as these tests need it: the words above, their look-alikes, their nearness. */
const lexicon: SpellingLexicon = {
  isWord: (word) => english.includes(word),
  spellings: (word) => english.filter((known) => editDistance(word, known, 1) === 1),
  beginsWord: (prefix) => english.some((known) => known.startsWith(prefix)),
  completions: (prefix, max) =>
    english
      .filter((known) => known.startsWith(prefix) && known !== prefix)
      .sort()
      .slice(0, max),
  closeness: (a, b) => nearness[`${a} ${b}`] ?? nearness[`${b} ${a}`] ?? null,
};

async function vocabularyOf(...words: string[]): Promise<Vocabulary> {
  return new Vocabulary({ all: async () => words, count: async () => words.length }).ready();
}

/** The query's words after respelling, and what was typed where a word was replaced. */
function respell(
  query: string,
  vocabulary: Vocabulary,
  options: { typing?: boolean; synonyms?: string[]; leading?: string[] } = {},
) {
  const words = query.split(" ");
  const typed = readUnknownWords(
    words,
    options.typing ?? false,
    vocabulary,
    lexicon,
    new Set(options.synonyms ?? []),
    (word) => (options.leading ?? []).includes(word),
  );
  return { words: words.join(" "), typed: Object.fromEntries(typed) };
}

describe("respelling misspelt words", () => {
  it("chooses, of the spellings one edit away, the one usage puts nearest the query's other words", async () => {
    const vocabulary = await vocabularyOf("tent", "blowing", "storms", "form", "dorm", "sort", "worm");
    expect(respell("tent blowing sorm", vocabulary)).toEqual({
      words: "tent blowing storm",
      typed: { 2: "sorm" },
    });
  });

  it("leaves words the help center, general English or a synonym knows", async () => {
    const vocabulary = await vocabularyOf("tent", "poles", "form");
    // "pole" is a form of "poles"; "blowing" and "rucksack" are no help-center words but
    // English, and so is "dorm", one edit from the help center's "form".
    expect(respell("tent pole blowing rucksack dorm", vocabulary).typed).toEqual({});
    expect(respell("zorblax tent", vocabulary, { synonyms: ["zorblax"] }).typed).toEqual({});
  });

  it("completes a last word still being typed with the English word it begins, when the help center's words begin none", async () => {
    const vocabulary = await vocabularyOf("tent", "poles", "storms");
    // While typed, "stoo" begins "stood" and "stool"; only "stool" leads anywhere.
    expect(respell("tent stoo", vocabulary, { typing: true, leading: ["stool"] })).toEqual({
      words: "tent stool",
      typed: { 1: "stoo" },
    });
    // "sto" begins the help center's "storms": its own completions answer it.
    expect(respell("tent sto", vocabulary, { typing: true, leading: ["stool"] }).typed).toEqual({});
    // Three letters begin too many English words to guess from.
    const fewer = await vocabularyOf("tent", "poles");
    expect(respell("tent sto", fewer, { typing: true, leading: ["stool"] }).typed).toEqual({});
    // Typed whole (not while typing), "stoo" is a slip of one letter.
    expect(respell("tent stoo", vocabulary, { typing: false, leading: ["stool"] }).words).toBe("tent stool");
    expect(respell("tent stoo", vocabulary, { typing: false }).typed).toEqual({});
  });

  it("reads the surest word first, so that it tells which spelling another word has", async () => {
    const vocabulary = await vocabularyOf("track", "trek", "trap", "order");
    // "ordr" can only be "order", and "order" makes "trak" "track" (alone, the shorter "trap" or "trek").
    expect(respell("trak ordr", vocabulary).words).toBe("track order");
    expect(respell("trak", vocabulary).words).toBe("trap");
  });

  it("prefers a word the help center uses to a stop word, and a stop word to nothing", async () => {
    const vocabulary = await vocabularyOf("order", "under", "tent");
    expect(respell("whhere order", vocabulary)).toEqual({ words: "where order", typed: { 0: "whhere" } });
    // "udder" leads to words the help center uses, but "under" fits "tent" better.
    const barn = await vocabularyOf("tent");
    expect(respell("udner tent", barn, { leading: ["udder"] }).words).toBe("under tent");
  });

  it("chooses a word the help center does not use over one it does only when usage puts it far nearer", async () => {
    // The help center writes "scrape", whose stem is "scrap".
    const vocabulary = await vocabularyOf("scrape", "knit");
    expect(respell("knit scraf", vocabulary, { leading: ["scarf"] }).words).toBe("knit scarf");
    const nearer = { ...nearness };
    nearness["scrap knit"] = 0.4;
    try {
      expect(respell("knit scraf", vocabulary, { leading: ["scarf"] }).words).toBe("knit scrap");
    } finally {
      Object.assign(nearness, nearer);
    }
  });

  it("respells nothing that leads nowhere: no used word, synonym or related word comes of it", async () => {
    const vocabulary = await vocabularyOf("tent");
    expect(respell("knit scraf", vocabulary).typed).toEqual({});
  });
});
