// Data files are imported, so that the server bundle carries them.

import type { Candidate } from "../engines/searchEngine.ts";
import genericWords from "./genericWords.json" with { type: "json" };
import type { QueryPlan, Slot } from "./queryPlan.ts";
import { slotsMatchedInHead } from "./ranking.ts";
import { stem } from "./searchText.ts";

/** Words that say nothing about what is wanted ("how long does it take"), as stems. */
const GENERIC_STEMS = new Set(genericWords.words.map(stem));

/** A slot for a typed word that is generic; a synonym phrase or a word being typed is not. */
function isGeneric(slot: Slot): boolean {
  const typed = slot.alternatives[0];
  return typed?.kind === "word" && GENERIC_STEMS.has(stem(typed.word)) && slot.alternatives.length === 1;
}

/**
 * Precision: an article that the loose pass found (its title, tags or summary hold
 * some of the query's words, not all) answers the query only when those fields hold at least
 * half of the query's meaningful words: neither stop words nor generic words such as "long",
 * "take" or "change" (unless the query has nothing else). "how long does a refund take" keeps
 * the refund article; "change the oil in my car" finds nothing and so counts as a "No Results
 * Query", which is how staff learn which articles are missing. Articles holding every word of
 * the query (the first pass) always answer.
 */
export function answersLooseQuery(plan: QueryPlan, candidate: Candidate): boolean {
  const meaningful = plan.slots.filter((slot) => !isGeneric(slot));
  const slots = meaningful.length > 0 ? meaningful : plan.slots;
  return slotsMatchedInHead({ slots }, candidate) * 2 >= slots.length;
}
