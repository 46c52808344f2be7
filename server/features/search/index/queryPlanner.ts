import type { Db } from "../../../platform/db/database.ts";
import type { SearchEngine } from "../engines/searchEngine.ts";
import { applicableAndSwitchedOff } from "../query/builtInVocabulary.ts";
import {
  type Alternative,
  buildQueryPlan,
  parseSynonymGroups,
  type QueryPlan,
  type RelatedWords,
} from "../query/queryPlan.ts";
import { allowedEdits, STOPWORDS, stem, wordsOf } from "../query/searchText.ts";
import { tuningGeneration } from "../query/searchTuning.ts";
import { closestCorrections, type Vocabulary } from "../query/vocabulary.ts";

/** Query plans kept for repeated queries (popular searches, a results page after its dropdown). */
const PLAN_CACHE_SIZE = 500;
/** Database look-alikes read per unknown word, before the edit-distance rule picks from them. */
const SIMILAR_WORDS = 40;

/**
 * Turns a normalised query into its plan: each word with its stems, synonyms, completions and
 * typo fixes from the vocabulary. Plans are cached, since building one stems, looks up synonyms
 * and, for an unknown word, compares it with every indexed word of a similar length.
 */
export class QueryPlanner {
  /** The applicable groups, parsed, for the last admin synonyms seen (null: none seen yet). */
  private synonymCache: { key: string | null; groups: string[][][]; lexicon: RelatedWords | null } = {
    key: null,
    groups: [],
    lexicon: null,
  };
  /**
   * Plans by normalised query, for the synonyms and vocabulary they were made from (a change of
   * either makes them stale).
   */
  private plans = new Map<string, { plan: QueryPlan; groups: string[][][]; version: string }>();
  /** correctedQuery's answers by normalised query, for the vocabulary they were made from. */
  private corrections = new Map<string, { correction: string | null; version: string }>();

  constructor(
    private readonly engine: SearchEngine,
    private readonly vocabulary: Vocabulary,
    private readonly lexicon: RelatedWords | null,
  ) {}

  /** A fresh copy of the query's plan: a search replaces slots' alternatives (corrections). */
  async plan(normalizedQuery: string, synonyms: string[]): Promise<QueryPlan> {
    await this.vocabulary.ready();
    const groups = this.synonymGroups(synonyms);
    let entry = this.plans.get(normalizedQuery);
    const version = `${this.vocabulary.version}:${tuningGeneration()}`;
    if (entry && (entry.groups !== groups || entry.version !== version)) entry = undefined;
    if (entry) this.plans.delete(normalizedQuery);
    else {
      const plan = buildQueryPlan(normalizedQuery, groups, this.vocabulary, true, this.synonymCache.lexicon);
      entry = { plan, groups, version };
      if (this.plans.size >= PLAN_CACHE_SIZE) this.plans.delete(this.plans.keys().next().value!);
    }
    this.plans.set(normalizedQuery, entry); // most recently used last
    return { slots: entry.plan.slots.map((slot) => ({ ...slot, alternatives: [...slot.alternatives] })) };
  }

  /**
   * Words the in-memory vocabulary does not know are also looked up in the database (pg_trgm
   * on PostgreSQL; nothing on SQLite), which holds words other instances indexed since the last
   * reload. The typo alternatives become the closest of both sets, by the same edit rule; a
   * word the database knows as typed needs none. Known words (the common case) cost no query.
   */
  async addDatabaseCorrections(db: Db, plan: QueryPlan): Promise<void> {
    await Promise.all(
      plan.slots.map(async (slot) => {
        const word = slot.unknownWord;
        if (word === undefined) return;
        const similar = await this.engine.similarWords(db, word, SIMILAR_WORDS);
        if (similar.length === 0) return;
        const fromMemory = slot.alternatives.flatMap((a) =>
          a.kind === "word" && a.tier === "typo" ? [a.word] : [],
        );
        const corrections = similar.includes(word)
          ? []
          : closestCorrections(word, [...fromMemory, ...similar]);
        slot.alternatives = [
          ...slot.alternatives.filter((a) => a.tier !== "typo"),
          ...corrections.map((correction): Alternative => ({ kind: "word", word: correction, tier: "typo" })),
        ];
      }),
    );
  }

  /**
   * The query with each word the help center does not know replaced by its closest word,
   * allowing one edit more than a search forgives by itself (so "slepping bga" becomes
   * "sleeping bag"); null when no word changes. For "Did you mean …?", never run in its place.
   * A word of general English (the lexicon knows it in some form) that is long enough for the
   * search to have forgiven it an edit stays: the search already tried its neighbours, and
   * "my tent keeps blowing over" is not asking about "flowing". A shorter one may still be a
   * slip of one letter ("sleeping bog"), which the search did not forgive.
   */
  correctedQuery(normalizedQuery: string): string | null {
    // Comparing unknown words with every indexed word of a similar length is the costly part:
    // queries that find nothing come back ("student discount"), so their corrections are kept.
    const version = `${this.vocabulary.version}:${tuningGeneration()}`;
    const known = this.corrections.get(normalizedQuery);
    if (known?.version === version) return known.correction;
    const correction = this.correct(normalizedQuery);
    if (this.corrections.size >= PLAN_CACHE_SIZE)
      this.corrections.delete(this.corrections.keys().next().value!);
    this.corrections.set(normalizedQuery, { correction, version });
    return correction;
  }

  private correct(normalizedQuery: string): string | null {
    let changed = false;
    const words = wordsOf(normalizedQuery).map(({ word }) => {
      if (word.length < 3 || /\d/.test(word) || STOPWORDS.has(word) || this.vocabulary.has(word)) return word;
      if (allowedEdits(word) > 0 && this.lexicon && this.lexicon.senses(word).length > 0) return word;
      const closest = this.vocabulary.corrections(word, Math.min(2, allowedEdits(word) + 1))[0];
      if (!closest) return word;
      changed = true;
      return closest;
    });
    return changed ? words.join(" ") : null;
  }

  private synonymGroups(synonyms: string[]): string[][][] {
    const key = synonyms.join("\n");
    if (key !== this.synonymCache.key) {
      const { applicable, switchedOff } = applicableAndSwitchedOff(synonyms);
      this.synonymCache = {
        key,
        groups: parseSynonymGroups(applicable),
        lexicon: this.lexicon && withoutSwitchedOff(this.lexicon, parseSynonymGroups(switchedOff)),
      };
    }
    return this.synonymCache.groups;
  }
}

/**
 * The lexicon less the pairs of words of one switched-off group ("-rucksack" switches off
 * rucksack/backpack/pack: WordNet must not relate "rucksack" to "backpack" instead).
 */
function withoutSwitchedOff(lexicon: RelatedWords, groups: string[][][]): RelatedWords {
  const apart = new Map<string, Set<string>>();
  for (const group of groups) {
    const stems = group.filter((phrase) => phrase.length === 1).map((phrase) => stem(phrase[0]!));
    for (const word of stems) {
      const set = apart.get(word) ?? new Set<string>();
      for (const other of stems) set.add(other);
      apart.set(word, set);
    }
  }
  if (apart.size === 0) return lexicon;
  return {
    senses: (word) => lexicon.senses(word),
    baseForms: (word) => lexicon.baseForms(word),
    verbForms: (word) => lexicon.verbForms(word),
    closeness: (a, b) => lexicon.closeness(a, b),
    isWord: (word) => lexicon.isWord(word),
    spellings: (word) => lexicon.spellings(word),
    beginsWord: (prefix) => lexicon.beginsWord(prefix),
    completions: (prefix, max) => lexicon.completions(prefix, max),
    related: (word) => {
      const kept = apart.get(stem(word));
      return kept
        ? lexicon.related(word).filter((related) => !kept.has(stem(related)))
        : lexicon.related(word);
    },
  };
}
