import type { Snippet } from "../../../shared/schemas/search.ts";
import { type Alternative, type MatchTier, type QueryPlan, TIER_WEIGHT } from "./queryPlan.ts";
import { stem, type TextWord, wordsOf } from "./searchText.ts";

/** An indexed article as the engines return it: its fields and its place in the engine's order. */
export interface Candidate {
  articleId: number;
  title: string;
  tags: string;
  summary: string;
  /** The start of the body (enough to rank and to cut a snippet from). */
  body: string;
  category: string;
  /** 0 for the engine's best match, 1 for the next… */
  engineOrder: number;
}

type Field = "title" | "tags" | "summary" | "body" | "category";
const FIELD_WEIGHT: Record<Field, number> = { title: 10, tags: 6, summary: 3, body: 1, category: 0.5 };
const FIELDS = Object.keys(FIELD_WEIGHT) as Field[];

/** How well a word of a document satisfies an alternative (0 when it does not). */
function wordTier(alternative: Alternative, word: string, wordStem: string): MatchTier | null {
  if (alternative.kind === "prefix") return word.startsWith(alternative.word) ? "prefix" : null;
  if (alternative.kind === "word") {
    if (word === alternative.word) return alternative.tier;
    if (wordStem === stem(alternative.word)) return alternative.tier === "exact" ? "stem" : alternative.tier;
  }
  return null;
}

function better(a: MatchTier | null, b: MatchTier | null): MatchTier | null {
  if (!a) return b;
  if (!b) return a;
  return TIER_WEIGHT[a] >= TIER_WEIGHT[b] ? a : b;
}

/** The best tier at which a field's words satisfy an alternative, and which words did. */
function matchAlternative(
  alternative: Alternative,
  words: TextWord[],
  stems: string[],
  marks: Set<number> | null,
): MatchTier | null {
  let best: MatchTier | null = null;
  if (alternative.kind === "phrase") {
    const phraseStems = alternative.words.map(stem);
    for (let i = 0; i + phraseStems.length <= words.length; i++) {
      if (phraseStems.every((s, k) => stems[i + k] === s)) {
        best = alternative.tier;
        if (!marks) break;
        for (let k = 0; k < phraseStems.length; k++) marks.add(i + k);
      }
    }
    return best;
  }
  for (let i = 0; i < words.length; i++) {
    const tier = wordTier(alternative, words[i]!.word, stems[i]!);
    if (tier) {
      best = better(best, tier);
      if (!marks && best === "exact") break;
      marks?.add(i);
    }
  }
  return best;
}

interface FieldText {
  words: TextWord[];
  stems: string[];
}

function fieldText(text: string): FieldText {
  const words = wordsOf(text);
  return { words, stems: words.map((w) => stem(w.word)) };
}

/**
 * Orders candidates: every query word (slot) scores by the best field it appears in (title
 * above tags above summary above body) times how it matched (exact above stem above prefix
 * above typo), plus a little for each further field; documents that match more slots come
 * first; a title that is the query gets a bonus; the engine's own order breaks ties.
 */
export function rankCandidates(
  plan: QueryPlan,
  candidates: Candidate[],
  normalizedQuery: string,
): Candidate[] {
  const scored = candidates.map((candidate) => {
    const fields = Object.fromEntries(FIELDS.map((f) => [f, fieldText(candidate[f])])) as Record<
      Field,
      FieldText
    >;
    let covered = 0;
    let score = 0;
    let titleCovered = 0;
    for (const slot of plan.slots) {
      let best = 0;
      let extra = 0;
      for (const field of FIELDS) {
        let tier: MatchTier | null = null;
        for (const alternative of slot.alternatives) {
          tier = better(tier, matchAlternative(alternative, fields[field].words, fields[field].stems, null));
          if (tier === "exact") break;
        }
        if (!tier) continue;
        const value = FIELD_WEIGHT[field] * TIER_WEIGHT[tier];
        extra += value;
        best = Math.max(best, value);
        if (field === "title") titleCovered += 1;
      }
      if (best > 0) covered += 1;
      score += best + 0.1 * (extra - best);
    }
    const title = fields.title.words.map((w) => w.word).join(" ");
    if (plan.slots.length > 0 && titleCovered === plan.slots.length) score += 4;
    if (
      title ===
      wordsOf(normalizedQuery)
        .map((w) => w.word)
        .join(" ")
    )
      score += 20;
    return { candidate, rankKey: covered * 1000 + score };
  });
  scored.sort((a, b) => b.rankKey - a.rankKey || a.candidate.engineOrder - b.candidate.engineOrder);
  return scored.map((entry) => entry.candidate);
}

/** True when every slot of the plan matches the title: the article is a title suggestion. */
export function titleMatchesAll(plan: QueryPlan, title: string): boolean {
  const { words, stems } = fieldText(title);
  return (
    plan.slots.length > 0 &&
    plan.slots.every((slot) =>
      slot.alternatives.some((a) => matchAlternative(a, words, stems, null) !== null),
    )
  );
}

const SNIPPET_CHARS = 180;

/**
 * A short passage around the densest cluster of matched words, with their offsets, as data: the
 * UI wraps them in <mark> elements itself, so no markup from an article or query is ever injected.
 */
export function buildSnippet(plan: QueryPlan, body: string, summary: string): Snippet {
  for (const source of [body, summary]) {
    const { words, stems } = fieldText(source);
    const marks = new Set<number>();
    for (const slot of plan.slots) {
      for (const alternative of slot.alternatives) matchAlternative(alternative, words, stems, marks);
    }
    if (marks.size === 0) continue;
    const marked = [...marks].sort((a, b) => a - b).map((i) => words[i]!);
    // The window start (a marked word) whose next SNIPPET_CHARS characters hold the most marks.
    let bestStart = 0;
    let bestCount = 0;
    for (let i = 0, j = 0; i < marked.length; i++) {
      while (j < marked.length && marked[j]!.end - marked[i]!.start <= SNIPPET_CHARS) j++;
      if (j - i > bestCount) {
        bestCount = j - i;
        bestStart = i;
      }
    }
    const anchor = marked[bestStart]!.start;
    let start = Math.max(0, anchor - 40);
    if (start > 0) {
      const space = source.indexOf(" ", start);
      start = space >= 0 && space < anchor ? space + 1 : anchor;
    }
    let end = Math.min(source.length, start + SNIPPET_CHARS);
    if (end < source.length) {
      const space = source.lastIndexOf(" ", end);
      if (space > anchor) end = space;
    }
    const prefix = start > 0 ? "…" : "";
    const text = `${prefix}${source.slice(start, end).trim()}${end < source.length ? "…" : ""}`;
    const shift =
      prefix.length - start - (source.slice(start, end).length - source.slice(start, end).trimStart().length);
    const highlights = marked
      .filter((w) => w.start >= start && w.end <= end)
      .map((w) => [w.start + shift, w.end + shift] as [number, number])
      .filter(([s, e]) => s >= 0 && e <= text.length);
    return { text, highlights };
  }
  const text = summary.length > SNIPPET_CHARS ? `${summary.slice(0, SNIPPET_CHARS).trim()}…` : summary;
  return { text, highlights: [] };
}
