import { isGenericWord } from "./genericWords.ts";
import { allowedEdits, normalizeWord, STOPWORDS, stem, wordsOf } from "./searchText.ts";
import { type MatchTier, searchTuning } from "./searchTuning.ts";
import { readUnknownWords } from "./unknownWords.ts";
import type { Vocabulary } from "./vocabulary.ts";

export type { MatchTier } from "./searchTuning.ts";

/** What each tier is worth (searchTuning.json; the object is retuned in place). */
export const TIER_WEIGHT = searchTuning.tierWeights;

/** One way to satisfy a slot: a word, a word's beginning, or a phrase (synonyms). */
export type Alternative =
  | {
      kind: "word";
      word: string;
      tier: MatchTier;
      /**
       * For a word the lexicon related to the typed one: how near the two are in general usage
       * (RelatedWords.closeness), when known.
       */
      closeness?: number;
    }
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
  /**
   * The base forms of an irregular inflection, which stemming cannot reach ("wore" and "worn"
   * → "wear", "bought" → "buy"); none for any other word.
   */
  baseForms(word: string): string[];
  /**
   * Every form of the irregular verb a word is a form of, itself excepted: its base form and
   * irregular past forms ("wore" → "wear", "worn"; "wear" → "wore", "worn"); none for any other word.
   */
  verbForms(word: string): string[];
  /**
   * How near two words are in general usage, from about -0.3 (never in the same contexts) to 1
   * (the same word); null when either is unknown. A second, independent opinion on a relation:
   * WordNet relates "zip" to "energy" through a sense a shop never means, and usage puts them
   * far apart (0.02); "pay" and "salary" it puts near (0.73).
   */
  closeness(a: string, b: string): number | null;
  /** The word is one of general English: the lexicon knows it in some form, or usage does. */
  isWord(word: string): boolean;
  /**
   * Words of general English one edit from the word (a letter left out, added or changed, or
   * two neighbours swapped): what a word no dictionary knows may be a slip for.
   */
  spellings(word: string): string[];
  /** Some word of general English begins with these letters: a word still being typed may be it. */
  beginsWord(prefix: string): boolean;
  /** Up to `max` words of general English these letters begin (not the letters themselves). */
  completions(prefix: string, max: number): string[];
}

/** One sense of a word in a lexicon: its words (synonyms, derived forms), broader terms and definition. */
export interface WordSense {
  /** Among the word's most frequent senses (those `related` draws on). */
  frequent: boolean;
  /** Its words (synonyms, derived forms), read when first asked for. */
  words(): string[];
  /** The words of its broader terms, read when first asked for. */
  broader(): string[];
  /** The words of its narrower terms (kinds of it: "pitch" for "erect"), read when first asked for. */
  narrower(): string[];
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

/** The one-word phrases of the synonym groups (built in and the staff's). */
const synonymWordSets = new WeakMap<string[][][], Set<string>>();

function synonymWords(groups: string[][][]): Set<string> {
  let words = synonymWordSets.get(groups);
  if (!words) {
    words = new Set(groups.flatMap((group) => group.filter((p) => p.length === 1).map((p) => p[0]!)));
    synonymWordSets.set(groups, words);
  }
  return words;
}

/**
 * A slot read from a respelt word (readUnknownWords) is a guess at what was typed: what the
 * respelling matches counts as a typo fix, no more. A respelling the help center never uses
 * stays as typed words do ("scraf" read as "scarf" is as foreign to a tent shop as "scarf").
 * The help center's own corrections of the typed word stay beside it when that word is the
 * slot's only meaningful one (one word of "interest ratse" corrected to "raise" is no "interest
 * rates"; "reund up" corrected to "refund" is what "reund" means however "up" is read). The
 * database's corrections (unknownWord) would replace the typo alternatives with look-alikes of
 * the typed word, and the respelling's synonyms with them, so the slot asks for none.
 */
function readAsRespelt(slot: Slot, typed: string, alone: boolean, vocabulary: Vocabulary): void {
  slot.alternatives = slot.alternatives.filter((a) => a.kind !== "prefix");
  for (const alternative of slot.alternatives) {
    const unused = alternative.kind === "word" && !vocabulary.knowsStemOf(alternative.word);
    if (alternative.tier === "exact" ? !unused : ["stem", "synonym", "prefix"].includes(alternative.tier))
      alternative.tier = "typo";
  }
  if (alone)
    for (const correction of vocabulary.corrections(typed))
      pushUnique(slot, { kind: "word", word: correction, tier: "typo" });
  delete slot.unknownWord;
}

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

/** Every phrase of a synonym group, at the synonym tier. */
function addSynonymGroup(slot: Slot, group: string[][]): void {
  for (const phrase of group)
    pushUnique(
      slot,
      phrase.length === 1
        ? { kind: "word", word: phrase[0]!, tier: "synonym" }
        : { kind: "phrase", words: phrase, tier: "synonym" },
    );
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

/** Narrower terms added to one query word, taken from each kept sense in turn. */
const MAX_NARROWER_ALTERNATIVES = 6;

/** Up to `max` words of the lists, taking one from each list in turn (every list gets a turn). */
function inTurn(lists: string[][], max: number): string[] {
  const taken: string[] = [];
  for (let round = 0; taken.length < max && lists.some((list) => round < list.length); round++) {
    for (const list of lists) {
      const word = list[round];
      if (word !== undefined && !taken.includes(word) && taken.length < max) taken.push(word);
    }
  }
  return taken;
}

/**
 * General English (WordNet) for words the articles may not use: only related words the help
 * center's own vocabulary holds, at the "related" tier (below what was typed, its synonyms and
 * completions), so an exact match ranks first and a word no article could answer adds nothing.
 * The senses kept are the most frequent ones and those the help center's words define (the
 * shop's sense of a word: "charge" as a price, "present" as a gift); the latter's words are
 * related too. Every kept sense's broader terms ("cost" for that "charge", "gift" for that
 * "present"), narrower terms ("pitch" for "erect", "capacity" for "volume") and the words of
 * its definition that usage puts near the word ("winds" for "storm") come at the "broader"
 * tier, which matches titles, tags and summaries only: a guess at the subject, never evidence
 * from a passing word in a body. Each related word and broader term carries its closeness to
 * the word in usage (RelatedWords.closeness), which the loose pass weighs.
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
  const senses = lexicon.senses(word);
  const fitting = fittingSenses(senses, vocabulary);
  for (const sense of fitting)
    for (const related of sense.words())
      if (usable(related)) pushUnique(slot, { kind: "word", word: related, tier: "related" });
  const kept = senses.filter((sense) => sense.frequent || fitting.includes(sense));
  for (const sense of kept)
    for (const broader of sense.broader())
      if (usable(broader)) pushUnique(slot, { kind: "word", word: broader, tier: "broader" });
  const narrower = inTurn(
    kept.map((sense) => sense.narrower().filter(usable)),
    MAX_NARROWER_ALTERNATIVES,
  );
  for (const term of narrower) pushUnique(slot, { kind: "word", word: term, tier: "broader" });
  // A definition's words are mostly about other things ("a violent weather condition with
  // winds…"); only those usage puts about as near as a synonym stand for the word.
  const ownStem = stem(word);
  for (const sense of kept)
    for (const defining of sense.definition)
      if (
        defining.length > 2 &&
        stem(defining) !== ownStem &&
        usable(defining) &&
        (lexicon.closeness(word, defining) ?? -1) >= searchTuning.definitionCloseness
      )
        pushUnique(slot, { kind: "word", word: defining, tier: "broader" });
  for (const alternative of slot.alternatives) {
    if (alternative.kind !== "word" || (alternative.tier !== "related" && alternative.tier !== "broader"))
      continue;
    alternative.closeness ??= lexicon.closeness(word, alternative.word) ?? undefined;
  }
}

/** Words that may stand between a verb and its particle ("send the broken tent back"). */
const MAX_WORDS_BEFORE_PARTICLE = 3;

/**
 * A verb and its particle that WordNet knows as one verb ("set up", "send back", "go out") or
 * a synonym group holds as a phrase, next to each other or with a few words between ("send it
 * back", "set the tent up"): the particle is a stop word or a generic word and would be
 * dropped, and with it the meaning.
 * A generic verb with its particle ("show up", "keep going") stays the filler it is.
 * The pair's slot and where its particle is, when the help center uses some word for the
 * pair; else null.
 */
function phrasalSlot(
  words: string[],
  at: number,
  taken: Set<number>,
  synonyms: SynonymIndex,
  vocabulary: Vocabulary,
  lexicon: RelatedWords | null,
): { slot: Slot; particleAt: number } | null {
  const verb = words[at];
  if (!lexicon || !verb || STOPWORDS.has(verb) || isGenericWord(verb)) return null;
  const last = Math.min(words.length - 1, at + 1 + MAX_WORDS_BEFORE_PARTICLE);
  for (let particleAt = at + 1; particleAt <= last; particleAt++) {
    const particle = words[particleAt]!;
    if (taken.has(particleAt) || (!STOPWORDS.has(particle) && !isGenericWord(particle))) continue;
    const slot: Slot = {
      alternatives: [{ kind: "phrase", words: [verb, particle], tier: "exact" }],
      known: true,
    };
    for (const form of [verb, ...lexicon.baseForms(verb)]) {
      // A synonym phrase split by its object ("send it back" for "send back") is still that
      // phrase, and brings its group as it would typed whole.
      const matched = synonymsAt([form, particle], 0, synonyms);
      if (matched?.length === 2) for (const group of matched.groups) addSynonymGroup(slot, group);
      addLexicalAlternatives(slot, `${form}_${particle}`, vocabulary, lexicon);
    }
    if (slot.alternatives.length > 1) return { slot, particleAt };
  }
  return null;
}

/** A word of a compound: neither a stop word nor filler, and long enough to mean something. */
function compoundPart(word: string | undefined): word is string {
  return word !== undefined && /^[a-z]{2,}$/.test(word) && !STOPWORDS.has(word) && !isGenericWord(word);
}

/**
 * Two words that are one thing: a compound the help center writes as one word ("rain fly" for
 * "rainfly") or a phrase WordNet knows ("sleeping bag", "ground cloth"). One slot: the phrase,
 * the word written together, and the phrase's own related words; else null.
 */
function compoundSlot(
  words: string[],
  at: number,
  vocabulary: Vocabulary,
  lexicon: RelatedWords | null,
): Slot | null {
  const [first, second] = [words[at], words[at + 1]];
  if (!compoundPart(first) || !compoundPart(second)) return null;
  const joined = vocabulary.has(first + second);
  const slot: Slot = {
    alternatives: [{ kind: "phrase", words: [first, second], tier: "exact" }],
    known: true,
  };
  if (joined) pushUnique(slot, { kind: "word", word: first + second, tier: "stem" });
  if (lexicon) addLexicalAlternatives(slot, `${first}_${second}`, vocabulary, lexicon);
  // A phrase only WordNet knows is one slot when the help center has some word for it.
  return slot.alternatives.length > 1 ? slot : null;
}

function wordSlot(word: string, isLast: boolean, vocabulary: Vocabulary, lexicon: RelatedWords | null): Slot {
  const slot: Slot = {
    alternatives: [{ kind: "word", word, tier: "exact" }],
    known: vocabulary.knowsStemOf(word),
  };
  // An irregular form of a word the help center uses ("wore" for "wear", or "worn") is that
  // word, as a stem is: neither a typo of another word nor a word the help center does not know.
  let inflected = false;
  for (const form of lexicon?.verbForms(word) ?? []) {
    if (STOPWORDS.has(form) || !vocabulary.knowsStemOf(form)) continue;
    pushUnique(slot, { kind: "word", word: form, tier: "stem" });
    slot.known = inflected = true;
  }
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
  if (!vocabulary.has(word) && !completed && !inflected && allowedEdits(word) > 0) {
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
 * How near usage must put a completion of the word being typed to the query's other words (mean
 * cosine of word vectors) for the plan to read it as meant. Chosen on the tuning half with its
 * last word cut at every length from 3 letters: 154 of 179 answered without the rule, 158 at
 * 0.15-0.2, 157 at 0.25-0.3, unrelated ones 56 of 69 silent at all of them; 0.25 kept as silent
 * as no rule 30 unrelated questions written for the purpose, typed letter by letter (84 of 111
 * prefixes silent; 83 at 0.2).
 */
const COMPLETION_CLOSENESS = 0.25;

/**
 * The word being typed ("...blowing over in a stor") may be completed many ways ("store",
 * "storing", "storm"); the query's other words tell which is meant. The completion usage puts
 * nearest them, when near enough (COMPLETION_CLOSENESS), brings its synonyms (at the prefix
 * tier, as the completion itself) and the words general English relates to it, as if typed
 * whole: "storm" brings "winds". The other completions stay: the guess adds, never removes.
 */
function readCompletionInContext(
  slot: Slot,
  words: string[],
  at: number,
  vocabulary: Vocabulary,
  lexicon: RelatedWords,
  index: SynonymIndex,
): void {
  const typed = words[at]!;
  if (vocabulary.has(typed) || lexicon.isWord(typed)) return;
  const context = words.filter(
    (word, n) =>
      n !== at &&
      !STOPWORDS.has(word) &&
      !isGenericWord(word) &&
      (vocabulary.has(word) || lexicon.isWord(word)),
  );
  if (context.length === 0) return;
  const closeness = (word: string) =>
    context.reduce((sum, other) => sum + (lexicon.closeness(word, other) ?? -1), 0) / context.length;
  const [best] = slot.alternatives
    .flatMap((a) =>
      a.kind === "word" && a.tier === "prefix" ? [{ word: a.word, closeness: closeness(a.word) }] : [],
    )
    .sort((a, b) => b.closeness - a.closeness);
  if (!best || best.closeness < COMPLETION_CLOSENESS) return;
  const meant: Slot = { alternatives: [] };
  for (const group of synonymsAt([best.word], 0, index)?.groups ?? []) addSynonymGroup(meant, group);
  addLexicalAlternatives(meant, best.word, vocabulary, lexicon);
  for (const alternative of meant.alternatives) {
    if (alternative.tier === "synonym") alternative.tier = "prefix";
    pushUnique(slot, alternative);
  }
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
 * the lexicon knows as one verb is one slot. A word nothing knows is first read as the English
 * word it is a slip for, or, being typed, the one it begins (readUnknownWords); and the
 * completion of the word being typed that the other words point to brings its relations
 * (readCompletionInContext).
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
  const respelt = lexicon
    ? readUnknownWords(words, typing, vocabulary, lexicon, synonymWords(synonymGroups), (word) => {
        const slot: Slot = { alternatives: [] };
        addLexicalAlternatives(slot, word, vocabulary, lexicon);
        return slot.alternatives.length > 0;
      })
    : new Map<number, string>();
  /** The slot, read from the words at these positions (a respelt one makes it a guess). */
  const read = (slot: Slot, ...positions: number[]): Slot => {
    // A verb's particle is filler: "reund up" is the verb alone, "interest ratse" two words.
    const meaningful = positions.filter((at) => !STOPWORDS.has(words[at]!) && !isGenericWord(words[at]!));
    for (const at of positions) {
      const typed = respelt.get(at);
      if (typed !== undefined) readAsRespelt(slot, typed, meaningful.length <= 1, vocabulary);
    }
    return slot;
  };
  /** Particles already read with their verb ("back" in "send it back"). */
  const taken = new Set<number>();
  let i = 0;
  while (i < words.length && slots.length < MAX_SLOTS) {
    if (taken.has(i)) {
      i += 1;
      continue;
    }
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
      for (const group of matched.groups) addSynonymGroup(slot, group);
      slots.push(read(slot, ...typed.map((_, n) => i + n)));
      i += matched.length;
      continue;
    }
    // A word that begins a synonym phrase keeps its synonyms ("water vapour": "vapour, vapor").
    const compound =
      i + 1 >= words.length || taken.has(i + 1) || synonymsAt(words, i + 1, index)
        ? null
        : compoundSlot(words, i, vocabulary, lexicon);
    if (compound) {
      slots.push(read(compound, i, i + 1));
      i += 2;
      continue;
    }
    const phrasal = phrasalSlot(words, i, taken, index, vocabulary, lexicon);
    if (phrasal) {
      slots.push(read(phrasal.slot, i, phrasal.particleAt));
      taken.add(phrasal.particleAt);
      i += 1;
      continue;
    }
    const word = words[i]!;
    if (!STOPWORDS.has(word)) {
      const slot = read(wordSlot(word, typing && i === words.length - 1, vocabulary, lexicon), i);
      if (lexicon && typing && i === words.length - 1 && !respelt.has(i))
        readCompletionInContext(slot, words, i, vocabulary, lexicon, index);
      // "took" is as much filler as "take".
      if (isGenericWord(word) || lexicon?.baseForms(word).some(isGenericWord)) generic.push(slot);
      else slots.push(slot);
    }
    i += 1;
  }
  return { slots: slots.length > 0 ? slots : generic.slice(0, MAX_SLOTS) };
}
