// A data file, imported so that the server bundle carries it.
import genericWords from "./genericWords.json" with { type: "json" };
import { stem } from "./searchText.ts";

/** Words that say nothing about what is wanted ("how long does it take"), as stems. */
const GENERIC_STEMS = new Set(genericWords.words.map(stem));

/** True for a word that says nothing about what is wanted ("long", "take", "best", "way"), compared by stem. */
export function isGenericWord(word: string): boolean {
  return GENERIC_STEMS.has(stem(word));
}
