import { stemmer as porterStem } from "stemmer";
import type { Alternative, QueryPlan, Slot } from "../query/queryPlan.ts";
import type { MatchMode } from "./searchEngine.ts";

/**
 * An FTS5 expression. Every word comes from searchText's strict word pattern (letters, digits,
 * marks), so wrapping it in double quotes makes it a plain string: no FTS5 operator survives.
 */
function alternativeExpression(alternative: Alternative): string {
  if (alternative.kind === "prefix") return `"${alternative.word}"*`;
  if (alternative.kind === "phrase") return `"${alternative.words.join(" ")}"`;
  // A broader term only stands for the query word where an article states its subject.
  if (alternative.tier === "broader") return `{title tags summary} : "${alternative.word}"`;
  return `"${alternative.word}"`;
}

/**
 * A one-word alternative as the index reads it. The tables' Porter tokenizer stems every query
 * word, a prefix's too ("camping"* is "camp"*), so "tents", "tent" and "tent"* all ask for the
 * token "tent", the last also for every token it begins. `stemmer` is the same Porter algorithm
 * (sqliteFtsExpression.test.ts compares the two over 54,000 words).
 */
interface Term {
  token: string;
  prefix: boolean;
  /** Only in titles, tags and summaries (a broader term). */
  headOnly: boolean;
}

function termOf(alternative: Alternative): Term | null {
  if (alternative.kind === "phrase" || !/^[a-z]+$/.test(alternative.word)) return null;
  return {
    token: porterStem(alternative.word),
    prefix: alternative.kind === "prefix",
    headOnly: alternative.kind === "word" && alternative.tier === "broader",
  };
}

/** Every row `covered` matches, `term` matches too: in as many columns, the same token or one it begins. */
function covers(term: Term, covered: Term): boolean {
  if (term.headOnly && !covered.headOnly) return false;
  return term.prefix ? covered.token.startsWith(term.token) : !covered.prefix && covered.token === term.token;
}

/**
 * A slot's alternatives as FTS5 terms, less those another of them already matches: an exact word
 * beside its own prefix, a completion the typed prefix begins, two forms of one stem. Each term
 * costs the statement a look-up in the index and bm25 a score per row (a dropdown search with
 * "tent", "tents" and "tent"* spent a third of its FTS time on the two it did not need). Which
 * rows match is the same; the ranking reads the plan, not the expression.
 */
function slotExpression(slot: Slot): string {
  const terms = slot.alternatives.map(termOf);
  const kept = slot.alternatives.filter((_, i) => {
    const term = terms[i];
    if (!term) return true;
    return !terms.some((other, j) => {
      if (!other || j === i || !covers(other, term)) return false;
      // Two that cover each other (the same term): the first stays.
      return !covers(term, other) || j < i;
    });
  });
  return `(${kept.map(alternativeExpression).join(" OR ")})`;
}

/** The plan as one FTS5 expression: every slot ("all") or any ("any"). */
export function ftsExpression(plan: QueryPlan, mode: MatchMode): string {
  return plan.slots.map(slotExpression).join(mode === "all" ? " AND " : " OR ");
}
