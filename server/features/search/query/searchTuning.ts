// A data file, imported so that the server bundle carries it.
import tuningFile from "./searchTuning.json" with { type: "json" };

/** How a query word may match, best first: the rank of a match follows its tier. */
export type MatchTier = "exact" | "stem" | "synonym" | "prefix" | "related" | "broader" | "typo";

type Field = "title" | "tags" | "summary" | "body" | "category";

/**
 * The numbers ranking and matching run on. They are chosen by `npm run tune:search` over the
 * tuning half of the customers' relevance set and stored in searchTuning.json.
 */
export interface SearchTuning {
  /** What a query word found in each field is worth (times its tier's weight). */
  fieldWeights: Record<Field, number>;
  /**
   * What each way of matching is worth: a word typed above its stem, synonyms, completions,
   * related words, broader terms (of a sense the help center's words define), typo fixes.
   */
  tierWeights: Record<MatchTier, number>;
  /** Words this long forgive one typo. */
  oneEditFrom: number;
  /** Words this long forgive two typos. */
  twoEditsFrom: number;
  /** The word being typed matches as a prefix from this many letters. */
  minPrefixLetters: number;
  /** Lexical expansion reads this many of a word's most frequent WordNet senses. */
  relatedSenses: number;
  /** Lexical expansion also offers the words of a sense's broader terms (its hypernyms). */
  relatedHypernyms: boolean;
  /**
   * A related word or broader term whose closeness in usage to the typed word is at least this
   * is evidence as good as the typed word in the loose pass (above 1: never).
   */
  confirmedCloseness: number;
  /**
   * A word of a kept sense's definition stands for the word defined, at the broader tier, when
   * its closeness in usage is at least this (above 1: never).
   */
  definitionCloseness: number;
  /**
   * What a title or summary holding several words of the query in the query's order adds, for
   * each word of that run beyond the first ("keeps going out" for "stove keep going out").
   */
  phraseBonus: number;
  /**
   * What a title or summary stating a counted stretch of time ("within 60 days") adds when the
   * query asks how long or when ("how long do i have to return something").
   */
  durationBonus: number;
}

/** The values in force. Objects are changed in place, so modules may keep references to them. */
export const searchTuning: SearchTuning = {
  fieldWeights: { ...tuningFile.fieldWeights },
  tierWeights: { ...tuningFile.tierWeights },
  oneEditFrom: tuningFile.oneEditFrom,
  twoEditsFrom: tuningFile.twoEditsFrom,
  minPrefixLetters: tuningFile.minPrefixLetters,
  relatedSenses: tuningFile.relatedSenses,
  relatedHypernyms: tuningFile.relatedHypernyms,
  confirmedCloseness: tuningFile.confirmedCloseness,
  definitionCloseness: tuningFile.definitionCloseness,
  phraseBonus: tuningFile.phraseBonus,
  durationBonus: tuningFile.durationBonus,
};

let generation = 0;

/** Changes with every retuning: query plans made under other values are stale. */
export function tuningGeneration(): number {
  return generation;
}

/** Replaces some values (the tuning script tries candidates in one process). */
export function retuneSearch(values: Partial<SearchTuning>): void {
  const { fieldWeights, tierWeights, ...plain } = values;
  if (fieldWeights) Object.assign(searchTuning.fieldWeights, fieldWeights);
  if (tierWeights) Object.assign(searchTuning.tierWeights, tierWeights);
  Object.assign(searchTuning, plain);
  generation += 1;
}
