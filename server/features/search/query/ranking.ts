import type { Snippet } from "../../../../shared/schemas/search.ts";
import { memoizeRecent } from "../../../lib/memoizeRecent.ts";
import type { Candidate } from "../engines/searchEngine.ts";
import { asksForDuration, statesDuration } from "./askedDuration.ts";
import { PlanMatcher } from "./planMatcher.ts";
import { type Alternative, type MatchTier, type QueryPlan, TIER_WEIGHT } from "./queryPlan.ts";
import { STOPWORDS, stem, type TextWord, wordsOf } from "./searchText.ts";
import { searchTuning } from "./searchTuning.ts";

/** The first 2,000 characters of articles' bodies by id, read only for the few that need them. */
export type BodyReader = (articleIds: number[]) => Promise<Map<number, string>>;

/** Rows read by id, put back in the engine's order (as candidates). */
export function inChosenOrder(
  chosen: { articleId: number }[],
  rows: Omit<Candidate, "engineOrder">[],
): Candidate[] {
  const byId = new Map(rows.map((row) => [row.articleId, row]));
  return chosen.flatMap(({ articleId }, engineOrder) => {
    const row = byId.get(articleId);
    return row ? [{ ...row, engineOrder }] : [];
  });
}

type Field = "title" | "tags" | "summary" | "body" | "category";
type HeadField = Exclude<Field, "body">;
/** What a word found in each field is worth (searchTuning.json; the object is retuned in place). */
const FIELD_WEIGHT: Record<Field, number> = searchTuning.fieldWeights;
/** What a query word found only in the body (or category) counts towards coverage. */
const BODY_COVERAGE = 0.3;
/** Title first: its words are also compared with the query as a whole. */
const HEAD_FIELDS: HeadField[] = ["title", "tags", "summary", "category"];

function better(a: MatchTier | null, b: MatchTier | null): MatchTier | null {
  if (!a) return b;
  if (!b) return a;
  return TIER_WEIGHT[a] >= TIER_WEIGHT[b] ? a : b;
}

/** A field's words, with where each word and each stem occurs (built once per field). */
interface FieldText {
  words: TextWord[];
  stems: string[];
  byWord: Map<string, number[]>;
  byStem: Map<string, number[]>;
}

function fieldText(text: string): FieldText {
  const words = wordsOf(text);
  const stems: string[] = [];
  const byWord = new Map<string, number[]>();
  const byStem = new Map<string, number[]>();
  words.forEach(({ word }, i) => {
    const wordStem = stem(word);
    stems.push(wordStem);
    const atWord = byWord.get(word);
    if (atWord) atWord.push(i);
    else byWord.set(word, [i]);
    const atStem = byStem.get(wordStem);
    if (atStem) atStem.push(i);
    else byStem.set(wordStem, [i]);
  });
  return { words, stems, byWord, byStem };
}

/**
 * Titles, tags, summaries and category names, split and stemmed, by their text: the same few
 * hundred articles (and a dozen category names) come back search after search. Entries are
 * keyed by content, so an edited article simply misses; the oldest go first.
 */
const headFieldText = memoizeRecent(5_000, fieldText);

/** The best tier at which a field (a head field: short, analysed once) satisfies an alternative. */
function matchAlternative(alternative: Alternative, field: FieldText): MatchTier | null {
  if (alternative.kind === "word") {
    if (field.byWord.has(alternative.word)) return alternative.tier;
    if (field.byStem.has(stem(alternative.word)))
      return alternative.tier === "exact" ? "stem" : alternative.tier;
    return null;
  }
  if (alternative.kind === "prefix") {
    for (const word of field.byWord.keys()) if (word.startsWith(alternative.word)) return "prefix";
    return null;
  }
  const phraseStems = alternative.words.map(stem);
  const found = (field.byStem.get(phraseStems[0]!) ?? []).some((i) =>
    phraseStems.every((s, k) => field.stems[i + k] === s),
  );
  return found ? alternative.tier : null;
}

/**
 * Orders candidates: every query word (slot) scores by the best field it appears in (title
 * above tags above summary above body) times how it matched (exact above stem above prefix
 * above typo), plus a little for each further field; documents that match more slots come
 * first; a title that is the query gets a bonus; the engine's own order breaks ties.
 * Bodies (the longest field) are read, in one call, only for candidates whose title, tags,
 * summary and category lack some query word: usually none of the head matches.
 */
export async function rankCandidates(
  plan: QueryPlan,
  candidates: Candidate[],
  normalizedQuery: string,
  readBodies: BodyReader,
): Promise<Candidate[]> {
  const queryWords = wordsOf(normalizedQuery).map((w) => w.word);
  const queryTitle = queryWords.join(" ");
  const queryStems = queryWords.map(stem);
  const durationAsked = asksForDuration(queryWords);
  const tierIn = (slot: QueryPlan["slots"][number], field: FieldText) => {
    let tier: MatchTier | null = null;
    let confirmed = false;
    for (const alternative of slot.alternatives) {
      const found = matchAlternative(alternative, field);
      if (found && isConfirmed(alternative)) confirmed = true;
      tier = better(tier, found);
      if (tier === "exact") break;
    }
    return { tier, confirmed };
  };
  // Head fields first: per slot its best value and the sum of its values over those fields.
  const heads = candidates.map((candidate) => {
    const fields = HEAD_FIELDS.map((name) => ({ name, text: headFieldText(candidate[name]) }));
    let titleCovered = 0;
    const slots = plan.slots.map((slot) => {
      let best = 0;
      let extra = 0;
      let credit = 0;
      for (const { name, text } of fields) {
        const { tier, confirmed } = tierIn(slot, text);
        if (!tier) continue;
        const value = FIELD_WEIGHT[name] * TIER_WEIGHT[tier];
        extra += value;
        best = Math.max(best, value);
        credit = Math.max(credit, confirmed ? 1 : guessCredit(tier));
        if (name === "title") titleCovered += 1;
      }
      return { best, extra, credit };
    });
    const title = fields[0]!.text.words.map((w) => w.word).join(" ");
    // The query's words in its order, in the title or the summary (tags have no order).
    const phrase = Math.max(
      ...fields
        .filter(({ name }) => name === "title" || name === "summary")
        .map(({ text }) => longestRun(queryWords, queryStems, text)),
    );
    // "how long do i have to return something": an article that says "within 60 days" answers it.
    const answersDuration =
      durationAsked && (statesDuration(candidate.title) || statesDuration(candidate.summary));
    return { candidate, slots, titleCovered, title, phrase, answersDuration };
  });
  const lacking = heads.filter((head) => head.slots.some((slot) => slot.best === 0));
  const bodies = lacking.length > 0 ? await readBodies(lacking.map((h) => h.candidate.articleId)) : null;
  const scored = heads.map(({ candidate, slots, titleCovered, title, phrase, answersDuration }) => {
    const body = bodies?.get(candidate.articleId);
    const bodyTiers = body ? PlanMatcher.of(plan).slotTiers(body) : null;
    let covered = 0;
    let score = 0;
    plan.slots.forEach((_, i) => {
      let { best, extra } = slots[i]!;
      // The body is only read for words the other fields lack.
      const tier = best === 0 ? bodyTiers?.[i] : null;
      if (tier) best = extra = FIELD_WEIGHT.body * TIER_WEIGHT[tier];
      // A word found in the title, tags or summary says far more than one in the body (or the
      // category name): "how long does a refund take" wants the refund article, not one whose
      // body happens to hold "long", "refund" and "take". A head word that only a guess stands
      // for (a relative usage does not confirm) counts as the guess it is (slotsMatchedInHead):
      // "item", which WordNet relates to "points", is not the points a customer asks about.
      if (best >= FIELD_WEIGHT.summary * TIER_WEIGHT.typo)
        covered += Math.max(BODY_COVERAGE, slots[i]!.credit);
      else if (best > 0) covered += BODY_COVERAGE;
      score += best + 0.1 * (extra - best);
    });
    if (plan.slots.length > 0 && titleCovered === plan.slots.length) score += 4;
    if (phrase >= 2) score += searchTuning.phraseBonus * (phrase - 1);
    if (answersDuration) score += searchTuning.durationBonus;
    if (title === queryTitle) score += 20;
    // A visitor typing a title answers every word with it, the one cut short too: "flying wi"
    // wants "Flying With a Camping Stove", whose "with" no completion offers (a stop word).
    else if (titleBegins(title, queryTitle)) covered = Math.max(covered, plan.slots.length);
    return { candidate, rankKey: covered * 1000 + score };
  });
  scored.sort((a, b) => b.rankKey - a.rankKey || a.candidate.engineOrder - b.candidate.engineOrder);
  return scored.map((entry) => entry.candidate);
}

/**
 * The most consecutive words of the query, by stem, that a field holds in the same order, when
 * two of them or more are no stop words ("keep going out" in "…won't light or keeps going out";
 * not "a tent", which says no more than "tent"); else 0.
 */
function longestRun(queryWords: string[], queryStems: string[], field: FieldText): number {
  let longest = 0;
  for (let q = 0; q < queryStems.length - 1; q++) {
    for (const at of field.byStem.get(queryStems[q]!) ?? []) {
      let length = 1;
      let meaningful = STOPWORDS.has(queryWords[q]!) ? 0 : 1;
      while (q + length < queryStems.length && field.stems[at + length] === queryStems[q + length]) {
        if (!STOPWORDS.has(queryWords[q + length]!)) meaningful += 1;
        length += 1;
      }
      if (meaningful >= 2) longest = Math.max(longest, length);
    }
  }
  return longest;
}

/** Whether a title begins with the query's words, its last word perhaps cut short ("flying wi"). */
function titleBegins(title: string, queryTitle: string): boolean {
  return queryTitle.includes(" ") && title.startsWith(queryTitle);
}

/** True when every slot of the plan matches the title: the article is a title suggestion. */
export function titleMatchesAll(plan: QueryPlan, title: string): boolean {
  const field = headFieldText(title);
  return (
    plan.slots.length > 0 &&
    plan.slots.every((slot) => slot.alternatives.some((a) => matchAlternative(a, field) !== null))
  );
}

const SNIPPET_CHARS = 180;

/**
 * A short passage around the densest cluster of matched words, with their offsets, as data: the
 * UI wraps them in <mark> elements itself, so no markup from an article or query is ever injected.
 */
export function buildSnippet(plan: QueryPlan, body: string, summary: string): Snippet {
  for (const source of [body, summary]) {
    const marked = PlanMatcher.of(plan).marks(source);
    if (marked.length === 0) continue;
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

/** What a head match of this tier says about its slot on its own (see slotsMatchedInHead). */
function guessCredit(tier: MatchTier): number {
  return tier === "related" ? 0.5 : tier === "broader" ? 0.25 : 1;
}

/** A related word or broader term that usage puts as near the typed word as searchTuning.confirmedCloseness. */
function isConfirmed(alternative: Alternative): boolean {
  return alternative.kind === "word" && (alternative.closeness ?? -1) >= searchTuning.confirmedCloseness;
}

/**
 * How many slots of the plan the title, tags or summary answer (the loose pass's evidence). A
 * slot answered only by a word related in general English (the lexicon) counts half: it is a
 * guess at what was meant, not what was typed; by a broader term, a quarter (a weaker guess).
 * A relative that usage puts near the typed word (two independent sources agree) counts whole,
 * but only beside a slot the head answers itself: a relative is never the whole evidence, or
 * "tent color" would find an article about canvas (WordNet's "tent", 0.47 in usage) by that
 * word alone.
 */
export function slotsMatchedInHead(plan: QueryPlan, candidate: Candidate): number {
  const fields = [candidate.title, candidate.tags, candidate.summary].map(headFieldText);
  let matched = 0;
  let answeredItself = false;
  let confirmedBeyondGuess = 0;
  for (const slot of plan.slots) {
    let guess = 0;
    let confirmed = 0;
    for (const field of fields)
      for (const alternative of slot.alternatives) {
        const tier = matchAlternative(alternative, field);
        if (!tier) continue;
        guess = Math.max(guess, guessCredit(tier));
        if (isConfirmed(alternative)) confirmed = 1;
      }
    if (guess === 1) answeredItself = true;
    matched += guess;
    confirmedBeyondGuess += Math.max(0, confirmed - guess);
  }
  return answeredItself ? matched + confirmedBeyondGuess : matched;
}
