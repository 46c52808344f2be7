import { isForeign } from "./precision.ts";
import type { QueryPlan, Slot } from "./queryPlan.ts";

/** The fewest words a part of a query must keep to be specific enough to answer. */
const MIN_PART_WORDS = 2;

/**
 * The part of a query worth searching when the whole finds nothing: its words less those the
 * help center never uses in any form (with no typo fix, synonym or related word it uses). Only
 * when something was left out and at least MIN_PART_WORDS meaningful words remain, so that
 * "replace iphone screen" (one word left) stays silent; the search then also requires
 * articles whose title, tags or summary hold every remaining word (see SearchQueryPipeline).
 */
export function partOfPlan(plan: QueryPlan): QueryPlan | null {
  const kept = plan.slots.filter((slot) => !isForeign(slot));
  if (kept.length === plan.slots.length || typedWords(kept) < MIN_PART_WORDS) return null;
  return { slots: kept };
}

/** The words typed for these slots: a synonym phrase ("rain cover") counts all its words. */
function typedWords(slots: Slot[]): number {
  return slots.reduce((sum, slot) => {
    const typed = slot.alternatives[0];
    return sum + (typed?.kind === "phrase" ? typed.words.length : 1);
  }, 0);
}
