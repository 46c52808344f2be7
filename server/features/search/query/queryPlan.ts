import { isGenericWord } from "./genericWords.ts";
import { allowedEdits, normalizeWord, STOPWORDS, stem, wordsOf } from "./searchText.ts";
import { type MatchTier, searchTuning } from "./searchTuning.ts";
import type { Vocabulary } from "./vocabulary.ts";

export type { MatchTier } from "./searchTuning.ts";

/** What each tier is worth (searchTuning.json; the object is retuned in place). */
export const TIER_WEIGHT = searchTuning.tierWeights;

/** One way to satisfy a slot: a word, a word's beginning, or a phrase (synonyms). */
export type Alternative =
  | { kind: "word"; word: string; tier: MatchTier }
  | { kind: "prefix"; word: string; tier: "prefix" }
  | { kind: "phrase"; words: string[]; tier: MatchTier };

/** One query word (or synonym phrase): a document matches it through any alternative. */
export interface Slot {
  alternatives: Alternative[];
  /**
   * The typed word, when it is no indexed word and so got typo corrections: the database may
   * know more candidates than the in-memory vocabulary (see QueryPlanner.addDatabaseCorrections).
   */
  unknownWord?: string;
  /** The typed word is one the help center uses (in some form). */
  known?: boolean;
}

export interface QueryPlan {
  slots: Slot[];
}

/** A general English lexical resource: words related to a word (synonyms, derived forms), any vocabulary. */
export interface RelatedWords {
  related(word: string): string[];
  /** Every sense of the word read (most frequent first within each part of speech). */
  senses(word: string): WordSense[];
}

/** One sense of a word in a lexicon: its words (synonyms, derived forms), broader terms and definition. */
export interface WordSense {
  /** Among the word's most frequent senses (those `related` draws on). */
  frequent: boolean;
  /** Its words (synonyms, derived forms), read when first asked for. */
  words(): string[];
  /** The words of its broader terms, read when first asked for. */
  broader(): string[];
  definition: string[];
}

/** Related words added to one query word: the closest senses' words, at most this many. */
const MAX_RELATED_ALTERNATIVES = 6;
/** Completions of a shortened word before the last one (the last one gets more, as it is typed). */
const MAX_EARLIER_COMPLETIONS = 4;

const MAX_SLOTS = 8;
const MAX_ALTERNATIVES = 24;

/** "rainfly, rain fly, fly sheet" → [["rainfly"], ["rain","fly"], ["fly","sheet"]]. */
export function parseSynonymGroups(groups: string[]): string[][][] {
  return groups
    .map((group) =>
      group
        .split(",")
        .map((phrase) => wordsOf(phrase).map((w) => w.word))
        .filter((phrase) => phrase.length > 0),
    )
    .filter((group) => group.length >= 2);
}

function samePhrase(words: string[], at: number, phrase: string[]): boolean {
  return phrase.every((word, i) => words[at + i] !== undefined && stem(words[at + i]!) === stem(word));
}

/** The phrases of all groups by the stem of their first word (hundreds of groups, few looked at). */
type SynonymIndex = Map<string, { phrase: string[]; group: string[][] }[]>;
const synonymIndexes = new WeakMap<string[][][], SynonymIndex>();

function synonymIndex(groups: string[][][]): SynonymIndex {
  const known = synonymIndexes.get(groups);
  if (known) return known;
  const index: SynonymIndex = new Map();
  for (const group of groups) {
    for (const phrase of group) {
      const key = stem(phrase[0]!);
      const entries = index.get(key);
      if (entries) entries.push({ phrase, group });
      else index.set(key, [{ phrase, group }]);
    }
  }
  synonymIndexes.set(groups, index);
  return index;
}

/** The longest synonym phrase starting at `at`, with every group that holds a phrase that long. */
function synonymsAt(words: string[], at: number, index: SynonymIndex) {
  let length = 0;
  let groups: string[][][] = [];
  for (const { phrase, group } of index.get(stem(words[at]!)) ?? []) {
    if (phrase.length < length || !samePhrase(words, at, phrase)) continue;
    if (phrase.length > length) {
      length = phrase.length;
      groups = [];
    }
    if (!groups.includes(group)) groups.push(group);
  }
  return length > 0 ? { length, groups } : null;
}

function pushUnique(slot: Slot, alternative: Alternative): void {
  const key = (a: Alternative) => `${a.kind}:${a.kind === "phrase" ? a.words.join(" ") : a.word}`;
  if (slot.alternatives.length >= MAX_ALTERNATIVES) return;
  if (!slot.alternatives.some((existing) => key(existing) === key(alternative))) {
    slot.alternatives.push(alternative);
  }
}

/**
 * A sense is told in the help center's own words when at least this share of its definition's
 * content words, and at least FITTING_MIN_WORDS of them, are words the help center uses (in
 * some form): "the price charged for some article or service" is a sense of "charge" a shop
 * means, "the quantity of unbalanced electricity in a body" is not.
 */
const FITTING_SHARE = 0.75;
const FITTING_MIN_WORDS = 3;

/** The senses, of all those read, whose definition the help center's vocabulary tells (see FITTING_SHARE). */
function fittingSenses(senses: WordSense[], vocabulary: Vocabulary): WordSense[] {
  return senses.filter((sense) => {
    const content = sense.definition.filter((w) => w.length > 2 && !STOPWORDS.has(w));
    const known = content.filter((w) => vocabulary.knowsStemOf(w)).length;
    return known >= FITTING_MIN_WORDS && known >= FITTING_SHARE * content.length;
  });
}

/**
 * General English (WordNet) for words the articles may not use: only related words the help
 * center's own vocabulary holds, at the "related" tier (below what was typed, its synonyms and
 * completions), so an exact match ranks first and a word no article could answer adds nothing.
 * Beyond the most frequent senses, a sense counts when the help center's words define it (the
 * shop's sense of a word: "charge" as a price, "present" as a gift); its words are related and
 * its broader terms ("cost" for that "charge", "gift" for that "present") come at the
 * "broader" tier, which matches titles, tags and summaries only.
 */
function addLexicalAlternatives(
  slot: Slot,
  word: string,
  vocabulary: Vocabulary,
  lexicon: RelatedWords,
): void {
  const usable = (related: string) =>
    !STOPWORDS.has(related) && !isGenericWord(related) && vocabulary.knowsStemOf(related);
  let added = 0;
  for (const related of lexicon.related(word)) {
    if (added >= MAX_RELATED_ALTERNATIVES) break;
    if (!usable(related)) continue;
    pushUnique(slot, { kind: "word", word: related, tier: "related" });
    added += 1;
  }
  for (const sense of fittingSenses(lexicon.senses(word), vocabulary)) {
    for (const related of sense.words())
      if (usable(related)) pushUnique(slot, { kind: "word", word: related, tier: "related" });
    for (const broader of sense.broader())
      if (usable(broader)) pushUnique(slot, { kind: "word", word: broader, tier: "broader" });
  }
}

/**
 * A verb and its particle that WordNet knows as one verb ("set up", "send back", "go out"):
 * the particle is a stop word or a generic word and would be dropped, and with it the meaning.
 * A generic verb with its particle ("show up", "keep going") stays the filler it is.
 * A slot for the pair when the help center uses some word for it; else null.
 */
function phrasalSlot(
  words: string[],
  at: number,
  vocabulary: Vocabulary,
  lexicon: RelatedWords | null,
): Slot | null {
  const [verb, particle] = [words[at], words[at + 1]];
  if (!lexicon || !verb || !particle || STOPWORDS.has(verb) || isGenericWord(verb)) return null;
  if (!STOPWORDS.has(particle) && !isGenericWord(particle)) return null;
  const slot: Slot = {
    alternatives: [{ kind: "phrase", words: [verb, particle], tier: "exact" }],
    known: true,
  };
  addLexicalAlternatives(slot, `${verb}_${particle}`, vocabulary, lexicon);
  return slot.alternatives.length > 1 ? slot : null;
}

function wordSlot(word: string, isLast: boolean, vocabulary: Vocabulary, lexicon: RelatedWords | null): Slot {
  const slot: Slot = {
    alternatives: [{ kind: "word", word, tier: "exact" }],
    known: vocabulary.knowsStemOf(word),
  };
  let completed = false;
  if (isLast) {
    // A prefix of 2 letters would match thousands of words in the database (a third of the
    // PostgreSQL search time); the indexed words it begins are offered as completions instead.
    if (word.length >= searchTuning.minPrefixLetters)
      pushUnique(slot, { kind: "prefix", word, tier: "prefix" });
    for (const completion of vocabulary.completions(word)) {
      pushUnique(slot, { kind: "word", word: completion, tier: "prefix" });
      completed = true;
    }
  }
  if (!vocabulary.has(word) && !completed && allowedEdits(word) > 0) {
    slot.unknownWord = word;
    for (const correction of vocabulary.corrections(word)) {
      pushUnique(slot, { kind: "word", word: correction, tier: "typo" });
    }
  }
  // A shortened word before the last ("internat shipping", "exch size") that is neither a word
  // of the help center nor a typo of one: the words it begins.
  if (
    !isLast &&
    !slot.known &&
    slot.alternatives.length === 1 &&
    word.length > searchTuning.minPrefixLetters
  ) {
    for (const completion of vocabulary.completions(word).slice(0, MAX_EARLIER_COMPLETIONS)) {
      pushUnique(slot, { kind: "word", word: completion, tier: "prefix" });
    }
  }
  if (lexicon && !isGenericWord(word)) addLexicalAlternatives(slot, word, vocabulary, lexicon);
  return slot;
}

/**
 * Turns a normalised query into slots that a document must all match (or, in the loose pass,
 * any of). Synonym phrases are recognised first (the longest; a term in several groups brings
 * them all); stop words are dropped unless nothing else is left, and so are generic words
 * ("best", "way", "long", "take": the filler of a question) unless only they are left, so that
 * "what's the best way to clean my tent" is searched as "clean tent"; the last word, while
 * being typed, also matches as a prefix; unknown words of 4+ letters also match their nearest
 * indexed words; words related in general English (the lexicon) that the help center uses
 * match at a lower tier, and so do the broader terms of their senses that the help center's
 * own words define (title, tags and summary only); a verb with its particle ("set up") that
 * the lexicon knows as one verb is one slot.
 */
export function buildQueryPlan(
  normalizedQuery: string,
  synonymGroups: string[][][],
  vocabulary: Vocabulary,
  typing: boolean,
  lexicon: RelatedWords | null = null,
): QueryPlan {
  const words = wordsOf(normalizedQuery)
    .map((w) => normalizeWord(w.word))
    .filter((word) => word.length > 1 || /\d/.test(word));
  const slots: Slot[] = [];
  const generic: Slot[] = [];
  const index = synonymIndex(synonymGroups);
  let i = 0;
  while (i < words.length && slots.length < MAX_SLOTS) {
    const matched = synonymsAt(words, i, index);
    if (matched) {
      const slot: Slot = { alternatives: [] };
      const typed = words.slice(i, i + matched.length);
      pushUnique(
        slot,
        typed.length === 1
          ? { kind: "word", word: typed[0]!, tier: "exact" }
          : { kind: "phrase", words: typed, tier: "exact" },
      );
      for (const phrase of matched.groups.flat()) {
        pushUnique(
          slot,
          phrase.length === 1
            ? { kind: "word", word: phrase[0]!, tier: "synonym" }
            : { kind: "phrase", words: phrase, tier: "synonym" },
        );
      }
      slots.push(slot);
      i += matched.length;
      continue;
    }
    const phrasal = phrasalSlot(words, i, vocabulary, lexicon);
    if (phrasal) {
      slots.push(phrasal);
      i += 2;
      continue;
    }
    const word = words[i]!;
    if (!STOPWORDS.has(word)) {
      const slot = wordSlot(word, typing && i === words.length - 1, vocabulary, lexicon);
      if (isGenericWord(word)) generic.push(slot);
      else slots.push(slot);
    }
    i += 1;
  }
  return { slots: slots.length > 0 ? slots : generic.slice(0, MAX_SLOTS) };
}
