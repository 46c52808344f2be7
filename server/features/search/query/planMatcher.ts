import { type MatchTier, type QueryPlan, TIER_WEIGHT } from "./queryPlan.ts";
import { eachWord, stem, type TextWord } from "./searchText.ts";

interface SlotTier {
  slot: number;
  tier: MatchTier;
}

interface Phrase extends SlotTier {
  stems: string[];
}

function add<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * A query plan compiled for reading long texts (article bodies) in one pass: each word is
 * stemmed once and looked up, instead of indexing every word of the text first. It answers as
 * matching the plan's alternatives against the whole text would (see ranking's matchAlternative):
 * a word alternative matches the word itself at its tier, or any word of the same stem ("exact"
 * becomes "stem"); a prefix any word that starts with it; a phrase consecutive words of its stems.
 */
export class PlanMatcher {
  private readonly exact = new Map<string, SlotTier[]>();
  private readonly stems = new Map<string, SlotTier[]>();
  private readonly prefixes: { prefix: string; slot: number }[] = [];
  /** By the stem of their last word: a phrase is recognised where it ends. */
  private readonly phrases = new Map<string, Phrase[]>();
  private readonly longestPhrase: number;
  /** The first two letters of every word, stem, prefix and phrase word of the plan. */
  private readonly openings = new Set<string>();
  private readonly slotCount: number;

  private static readonly compiled = new WeakMap<QueryPlan, PlanMatcher>();

  /** The matcher of a search's plan, compiled once for all the texts that search reads. */
  static of(plan: QueryPlan): PlanMatcher {
    let matcher = PlanMatcher.compiled.get(plan);
    if (!matcher) {
      matcher = new PlanMatcher(plan);
      PlanMatcher.compiled.set(plan, matcher);
    }
    return matcher;
  }

  private constructor(plan: QueryPlan) {
    this.slotCount = plan.slots.length;
    let longest = 0;
    plan.slots.forEach((slot, index) => {
      for (const alternative of slot.alternatives) {
        // A broader term counts in the title, tags and summary only (see ranking), never in a body.
        if (alternative.tier === "broader") continue;
        if (alternative.kind === "word") {
          add(this.exact, alternative.word, { slot: index, tier: alternative.tier });
          const stemTier = alternative.tier === "exact" ? "stem" : alternative.tier;
          add(this.stems, stem(alternative.word), { slot: index, tier: stemTier });
        } else if (alternative.kind === "prefix") {
          this.prefixes.push({ prefix: alternative.word, slot: index });
        } else {
          const stems = alternative.words.map(stem);
          longest = Math.max(longest, stems.length);
          add(this.phrases, stems.at(-1)!, { slot: index, tier: alternative.tier, stems });
        }
      }
    });
    this.longestPhrase = longest;
    const opening = (word: string) => this.openings.add(word.slice(0, 2));
    for (const slot of plan.slots) {
      for (const alternative of slot.alternatives) {
        if (alternative.kind === "phrase") alternative.words.forEach(opening);
        else opening(alternative.word);
      }
    }
  }

  /**
   * Reads `text` once: calls `found` for each word an alternative matches (phrase words once
   * the phrase is complete), with its slot and tier. Most words of a body match nothing, and
   * their first two letters tell so: stemming only changes a word's end, so a word whose
   * opening no alternative shares is passed over without being stemmed or looked up.
   */
  private scan(
    text: string,
    found: (word: TextWord, match: SlotTier, source: "exact" | "other") => void,
  ): void {
    const recent: TextWord[] = [];
    const recentStems: string[] = [];
    eachWord(text, (word, start, end) => {
      const relevant = this.openings.has(word.slice(0, 2));
      const textWord = { word, start, end };
      const wordStem = relevant ? stem(word) : "";
      if (this.longestPhrase > 1) {
        recent.push(textWord);
        recentStems.push(wordStem);
        if (recent.length > this.longestPhrase) {
          recent.shift();
          recentStems.shift();
        }
      }
      if (!relevant) return;
      for (const match of this.exact.get(word) ?? []) found(textWord, match, "exact");
      for (const match of this.stems.get(wordStem) ?? []) found(textWord, match, "other");
      for (const { prefix, slot } of this.prefixes) {
        if (word.startsWith(prefix)) found(textWord, { slot, tier: "prefix" }, "other");
      }
      for (const phrase of this.phrases.get(wordStem) ?? []) {
        const first = recentStems.length - phrase.stems.length;
        if (first < 0 || !phrase.stems.every((s, k) => recentStems[first + k] === s)) continue;
        for (let k = 0; k < phrase.stems.length; k++) found(recent[first + k]!, phrase, "other");
      }
    });
  }

  /** The best tier at which `text` satisfies each slot (null: not at all). */
  slotTiers(text: string): (MatchTier | null)[] {
    const tiers: (MatchTier | null)[] = new Array(this.slotCount).fill(null);
    this.scan(text, (_, { slot, tier }) => {
      const current = tiers[slot];
      if (!current || TIER_WEIGHT[tier] > TIER_WEIGHT[current]) tiers[slot] = tier;
    });
    return tiers;
  }

  /**
   * The words of `text` to highlight, in text order: every word of a word alternative's stem,
   * every word starting with a prefix, every word of a phrase found.
   */
  marks(text: string): TextWord[] {
    const marked = new Map<number, TextWord>();
    this.scan(text, (word, _, source) => {
      // A word alternative marks every word of its stem: exact matches are among them.
      if (source !== "exact") marked.set(word.start, word);
    });
    return [...marked.values()].sort((a, b) => a.start - b.start);
  }
}
