import type { Candidate } from "../engines/searchEngine.ts";
import { isGenericWord } from "./genericWords.ts";
import type { QueryPlan, Slot } from "./queryPlan.ts";
import { slotsMatchedInHead } from "./ranking.ts";

/** A slot for a typed word that is generic; a synonym phrase or a word being typed is not. */
function isGeneric(slot: Slot): boolean {
  const typed = slot.alternatives[0];
  return typed?.kind === "word" && isGenericWord(typed.word) && slot.alternatives.length === 1;
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
  const matched = slotsMatchedInHead({ slots }, candidate) * 2;
  // A word the help center has never used in any form, with nothing to stand for it (no typo
  // fix, synonym or related word it uses), says the question is about something else ("bitcoin
  // price", "knit a scarf"): then half of the words is not enough, most must be answered.
  // So is a word the help center does not use that only words related in general English
  // stand for: a guess at what was meant is weaker evidence than a word the help center uses.
  const strict = slots.some((slot) => isForeign(slot) || isGuessed(slot));
  return strict ? matched > slots.length : matched >= slots.length;
}

/**
 * A typed word the help center does not use, with no alternative it does use; a broader term
 * does not count ("kitchen" is no room of the help center's).
 */
export function isForeign(slot: Slot): boolean {
  return (
    slot.known === false &&
    slot.alternatives.every(
      (a) => a.tier === "exact" || a.tier === "broader" || (a.kind === "prefix" && a.tier === "prefix"),
    )
  );
}

/**
 * A typed word the help center does not use, that only words related in general English stand
 * for: a guess at what was meant, weaker evidence than a word the help center uses.
 */
function isGuessed(slot: Slot): boolean {
  return (
    slot.known === false &&
    slot.alternatives.every(
      (a) =>
        a.tier === "exact" ||
        a.tier === "related" ||
        a.tier === "broader" ||
        (a.kind === "prefix" && a.tier === "prefix"),
    )
  );
}
