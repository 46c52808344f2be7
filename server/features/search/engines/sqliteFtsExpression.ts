import { stemmer as porterStem } from "stemmer";
import type { Alternative, QueryPlan, Slot } from "../query/queryPlan.ts";
import { type IndexTerm, withoutCoveredTerms } from "./distinctTerms.ts";
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

/** Title, tags, summary, body and category; a broader term only the first three. */
const EVERY_FIELD = "TGSBC";
const HEAD_FIELDS = "TGS";

/**
 * A one-word alternative as the index reads it. The tables' Porter tokenizer stems every query
 * word, a prefix's too ("camping"* is "camp"*), so "tents", "tent" and "tent"* all ask for the
 * token "tent", the last also for every token it begins. `stemmer` is the same Porter algorithm
 * (sqliteFtsExpression.test.ts compares the two over 54,000 words).
 */
function termOf(alternative: Alternative): IndexTerm | null {
  if (alternative.kind === "phrase" || !/^[a-z]+$/.test(alternative.word)) return null;
  return {
    token: porterStem(alternative.word),
    prefix: alternative.kind === "prefix",
    fields: alternative.kind === "word" && alternative.tier === "broader" ? HEAD_FIELDS : EVERY_FIELD,
  };
}

/** A slot's alternatives as FTS5 terms, each asked once (withoutCoveredTerms). */
function slotExpression(slot: Slot): string {
  return `(${withoutCoveredTerms(slot.alternatives, termOf).map(alternativeExpression).join(" OR ")})`;
}

/** The plan as one FTS5 expression: every slot ("all") or any ("any"). */
export function ftsExpression(plan: QueryPlan, mode: MatchMode): string {
  return plan.slots.map(slotExpression).join(mode === "all" ? " AND " : " OR ");
}
