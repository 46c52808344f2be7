import { SEARCH_MAX_QUERY_CHARS } from "../../../../shared/constants.ts";
import { searchTuning } from "./searchTuning.ts";

/**
 * Text handling shared by both engines: what a word is, how it is normalised, stemmed and
 * compared. Queries are only ever rebuilt from words this file extracts, so no operator,
 * quote or bracket a visitor types reaches a database query language.
 */

/** Letters and digits (with combining marks, so "café" in any Unicode form is one word). */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

export interface TextWord {
  /** Lower-case, accents removed. */
  word: string;
  start: number;
  end: number;
}

/** Plain ASCII: lower-casing keeps every offset, and a word is letters and digits. */
const ASCII_TEXT = /^[^\u0080-\uffff]*$/;
const ASCII_WORD = /[a-z0-9]+/g;

export function normalizeWord(raw: string): string {
  if (ASCII_TEXT.test(raw)) return raw.toLowerCase();
  return raw.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Calls `visit` with every word of a text and its position in that text, in order. Most texts
 * are ASCII: they are lower-cased once and split by a plain pattern (several times faster
 * than normalising word by word, which bodies of 2,000 characters would pay on every search).
 */
export function eachWord(text: string, visit: (word: string, start: number, end: number) => void): void {
  if (ASCII_TEXT.test(text)) {
    for (const match of text.toLowerCase().matchAll(ASCII_WORD)) {
      visit(match[0], match.index, match.index + match[0].length);
    }
    return;
  }
  for (const match of text.matchAll(WORD)) {
    const word = normalizeWord(match[0]);
    if (word) visit(word, match.index, match.index + match[0].length);
  }
}

/** Every word of a text with its position in that text (for highlighting). */
export function wordsOf(text: string): TextWord[] {
  const words: TextWord[] = [];
  eachWord(text, (word, start, end) => words.push({ word, start, end }));
  return words;
}

/** The query as logged and searched: trimmed, lower case, single spaces, cut (never refused). */
export function normalizeQuery(raw: string): string {
  return raw
    .slice(0, SEARCH_MAX_QUERY_CHARS * 4)
    .replace(/\p{Cc}/gu, " ")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase()
    .slice(0, SEARCH_MAX_QUERY_CHARS)
    .trim();
}

/**
 * Words that carry no meaning in a help-center question. PostgreSQL's english configuration
 * drops them from its index, so both engines drop them from queries too and agree.
 */
export const STOPWORDS = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being " +
    "below between both but by can could did do does doing down during each few for from further " +
    "had has have having he her here hers herself him himself his how i if in into is it its itself " +
    "just me more most my myself no nor not now of off on once only or other our ours ourselves out " +
    "over own same she should so some such than that the their theirs them themselves then there " +
    "these they this those through to too under until up very was we were what when where which " +
    "while who whom why will with would you your yours yourself yourselves s t d ll m re ve don " +
    "doesn didn isn wasn aren won wouldn shouldn couldn cannot"
  ).split(" "),
);

/**
 * A light English stemmer for comparing words in JavaScript (ranking and highlighting). The
 * databases stem with Porter/Snowball to find matches; this only has to agree on the common
 * inflections: plurals, -ing, -ed, -ly, -er, and a trailing e.
 */
export function stem(word: string): string {
  const known = stemCache.get(word);
  if (known !== undefined) return known;
  const stemmed = computeStem(word);
  if (stemCache.size >= STEM_CACHE_SIZE) stemCache.clear();
  stemCache.set(word, stemmed);
  return stemmed;
}

/** Verbs that end in "ply", whose "ly" is no adverb's. */
const PLY_VERBS = /^(?:ap|sup|re|com|im|multi)ply$/;

/** Ranking stems the same few thousand words again and again. */
const stemCache = new Map<string, string>();
const STEM_CACHE_SIZE = 50_000;

function computeStem(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (/(?:ches|shes|xes|zzes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) w = w.slice(0, -1);
  for (const suffix of ["ingly", "edly", "ing", "ed", "ly"]) {
    if (!w.endsWith(suffix)) continue;
    // "apply" and "supply" are verbs, not adverbs of "app" and "supp".
    if (suffix === "ly" && PLY_VERBS.test(w)) break;
    const rest = w.slice(0, -suffix.length);
    if (rest.length >= 3 && /[aeiouy]/.test(rest)) {
      // "guaranteed" is "guarantee" and a "d": taking "ed" would leave one "e" of two, which
      // the last rule then takes too ("guarant" against "guarantee"'s "guarante").
      w = suffix === "ed" && w.endsWith("eed") ? w.slice(0, -1) : rest;
      if (w.endsWith("i")) w = `${w.slice(0, -1)}y`;
      break;
    }
    // The forms of a three-letter verb, which is its own stem: "using", "used" → "use"; "tied"
    // → "tie". "need" and "seed" are no such forms, nor "doing" and "being". ("tying" stays:
    // a stem keeps its word's first two letters, which the plan matcher skips words by.)
    if (suffix === "ing" && /^[aeiou][^aeiou]$/.test(rest)) return `${rest}e`;
    if (suffix === "ed" && rest.length === 2 && /[aeiouy]/.test(rest) && !w.endsWith("eed"))
      return `${rest}e`;
  }
  // "zipping" → "zip"; a three-letter word keeps its double letter ("adds" → "add").
  if (w.length >= 4 && /([b-df-hj-np-tv-z])\1$/.test(w) && !/(?:ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  // British spelling doubles the "l" of "cancel" and "travel" before an ending; a word of two
  // syllables or more ends in one "l" whichever it is ("install" too, as the Porter stemmer has it).
  else if (w.endsWith("ll") && (w.slice(0, -2).match(/[aeiou]/g)?.length ?? 0) >= 2) w = w.slice(0, -1);
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1);
  return w;
}

/** Three DP rows, reused: a typo look-up compares one word with thousands (no garbage per pair). */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Optimal-string-alignment distance (insert, delete, substitute, swap two neighbours), giving
 * up as soon as it exceeds `max`: "tnet" is one edit from "tent".
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  if (rows[0]!.length <= n) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    const aPrev = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      const cost = ai === bj ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (j > 1 && ai === b.charCodeAt(j - 2) && aPrev === bj) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return previous[n]!;
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/**
 * Every string one edit from a word of letters (editDistance's edits: a letter left out, added
 * or changed, or two neighbours swapped), the word itself excepted: the spellings a slip of one
 * key may have come from.
 */
export function oneEditAway(word: string): string[] {
  const found = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const [before, after] = [word.slice(0, i), word.slice(i)];
    if (after.length > 0) found.add(before + after.slice(1));
    if (after.length > 1) found.add(before + after[1]! + after[0]! + after.slice(2));
    for (const letter of LETTERS) {
      found.add(before + letter + after);
      if (after.length > 0) found.add(before + letter + after.slice(1));
    }
  }
  found.delete(word);
  return [...found];
}

/** Edits forgiven in a word of this length (searchTuning.json: one from 4 letters, two from 8). */
export function allowedEdits(word: string): number {
  if (word.length >= searchTuning.twoEditsFrom) return 2;
  if (word.length >= searchTuning.oneEditFrom) return 1;
  return 0;
}
