import { decodeHtmlEntities } from "../../../shared/decodeHtmlEntities.ts";
import { headingSpans, type PlacedHeading, placedHeadings } from "../../../shared/headingAnchors.ts";
import type { SearchResponse, SearchResult } from "../../../shared/schemas/search.ts";
import type { Db } from "../../platform/db/database.ts";
import { eachWord, normalizeQuery, stem, wordsOf } from "./query/searchText.ts";
import { publishedBodiesBySlugs } from "./sectionRepo.ts";

/** Characters of a section's text shown before the first matched word. */
const LEAD_CHARS = 60;
/** The longest section snippet. */
const SNIPPET_CHARS = 220;

interface Section {
  anchor: string | null;
  heading: string;
  /** The section's HTML after its heading, as written. */
  html: string;
}

function textOf(html: string): string {
  return decodeHtmlEntities(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** The body split at its h2/h3 headings: the intro (no anchor), then each heading's section. */
function sectionsOf(contentHtml: string, headings: PlacedHeading[]): Section[] {
  const sections: Section[] = [];
  let last = 0;
  let current: { anchor: string | null; heading: string } = { anchor: null, heading: "" };
  for (const heading of headings) {
    sections.push({ ...current, html: contentHtml.slice(last, heading.start) });
    current = { anchor: heading.id, heading: heading.text };
    last = heading.end;
  }
  sections.push({ ...current, html: contentHtml.slice(last) });
  return sections;
}

/**
 * The query's word stems, and their first two letters: a stem keeps its word's first two letters
 * (stemming changes only a word's end), so a word whose opening no stem shares is passed over
 * without being stemmed.
 */
interface QueryStems {
  stems: Set<string>;
  openings: Set<string>;
}

function isQueryWord(word: string, query: QueryStems): boolean {
  return query.openings.has(word.slice(0, 2)) && query.stems.has(stem(word));
}

/** The query's word stems that a plain text holds. */
function stemsInText(text: string, query: QueryStems): Set<string> {
  const found = new Set<string>();
  eachWord(text, (word) => {
    if (isQueryWord(word, query)) found.add(stem(word));
  });
  return found;
}

/**
 * A letter, digit or mark beyond ASCII ("é", "²"): words holding one are read as a search reads
 * them. A class less a class (the v flag) is a plain set, tested six times faster than a
 * look-ahead per character; built at run time, as the compiler's target predates the flag.
 */
// biome-ignore lint/complexity/useRegexLiterals: TypeScript's target here predates the v flag.
const WORD_BEYOND_ASCII = new RegExp("[[\\p{L}\\p{N}\\p{M}]--\\p{ASCII}]", "v");
const isWordCode = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);

/**
 * Where the query's words are in a body's HTML (offsets, with the stem each stands for), for a
 * body whose letters and digits are all ASCII (lower-casing it keeps every offset). Every word a stem stands for holds the stem less its last letter ("appl" of
 * "apply" in "applies"), so each stem is looked for by that part in the lower-cased HTML, and
 * only the words around what is found are read and stemmed: no text is made of the HTML. A find
 * inside a tag or an entity ("&nbsp;") is no word of the text.
 */
function queryWordsInHtml(lower: string, query: QueryStems): { at: number; stem: string }[] {
  const found: { at: number; stem: string }[] = [];
  for (const wanted of query.stems) {
    const part = wanted.slice(0, -1);
    let after = -1;
    for (let at = lower.indexOf(part); at >= 0; at = lower.indexOf(part, Math.max(at + 1, after))) {
      let from = at;
      while (from > 0 && isWordCode(lower.charCodeAt(from - 1))) from -= 1;
      let to = at + part.length;
      while (to < lower.length && isWordCode(lower.charCodeAt(to))) to += 1;
      after = to;
      if (lower.lastIndexOf("<", from) > lower.lastIndexOf(">", from)) continue;
      if (lower[from - 1] === "&" && lower[to] === ";") continue;
      if (stem(lower.slice(from, to)) === wanted) found.push({ at: from, stem: wanted });
    }
  }
  return found;
}

/**
 * How many of the query's word stems each part of the body holds: the intro (index 0), then each
 * heading's section, its heading included.
 */
function stemCountsBySection(
  body: string,
  headings: { start: number; end: number }[],
  query: QueryStems,
): number[] {
  const sets = Array.from({ length: headings.length + 1 }, () => new Set<string>());
  if (WORD_BEYOND_ASCII.test(body)) {
    // Words with letters beyond ASCII are read as a search reads them (accents dropped).
    const sections = sectionsOf(body, placedHeadings(body));
    sections.forEach((section, n) => {
      for (const found of stemsInText(`${section.heading} ${textOf(section.html)}`, query))
        sets[n]!.add(found);
    });
  } else {
    for (const { at, stem: found } of queryWordsInHtml(body.toLowerCase(), query)) {
      let section = 0;
      while (section < headings.length && headings[section]!.start <= at) section += 1;
      sets[section]!.add(found);
    }
  }
  return sets.map((set) => set.size);
}

/** Text around the section's first matched word, with every matched word highlighted. */
function snippetFrom(text: string, query: QueryStems): SearchResult["snippet"] {
  const words = wordsOf(text);
  const first = words.find(({ word }) => isQueryWord(word, query));
  let start = first ? Math.max(0, first.start - LEAD_CHARS) : 0;
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space >= 0 && space < (first?.start ?? start) ? space + 1 : start;
  }
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  const lead = start > 0 ? "… " : "";
  const tail = end < text.length ? " …" : "";
  const highlights = words
    .filter(({ word, start: from, end: to }) => from >= start && to <= end && isQueryWord(word, query))
    .map(
      ({ start: from, end: to }) =>
        [from - start + lead.length, to - start + lead.length] as [number, number],
    );
  return { text: `${lead}${text.slice(start, end)}${tail}`, highlights };
}

/**
 * Results whose body matches the query in a section under an h2/h3 better than in its intro get
 * that section: its anchor (the result then links to /a/<slug>#<anchor>) and a snippet from it.
 * Other results are left as they are. One read of the shown articles' bodies.
 */
export async function withMatchingSections(
  db: Db,
  answer: SearchResponse,
  query: string,
): Promise<SearchResponse> {
  const stems = new Set(
    wordsOf(normalizeQuery(query))
      .map(({ word }) => stem(word))
      .filter((wordStem) => wordStem.length >= 3),
  );
  if (stems.size === 0 || answer.results.length === 0) return answer;
  const asked: QueryStems = { stems, openings: new Set([...stems].map((wordStem) => wordStem.slice(0, 2))) };
  const bodies = await publishedBodiesBySlugs(
    db,
    answer.results.map((result) => result.slug),
  );
  const results = answer.results.map((result) => {
    const body = bodies.get(result.slug);
    if (!body) return result;
    // Anchors and heading texts are worked out for the body whose section wins, not for every body.
    const spans = headingSpans(body);
    if (spans.length === 0) return result;
    const [introCount, ...counts] = stemCountsBySection(body, spans, asked);
    let best = -1;
    counts.forEach((count, n) => {
      if (count > 0 && (best < 0 || count > counts[best]!)) best = n;
    });
    if (best < 0 || introCount! >= counts[best]!) return result;
    const section = sectionsOf(body, placedHeadings(body))[best + 1]!;
    return {
      ...result,
      snippet: snippetFrom(textOf(section.html) || section.heading, asked),
      section: { anchor: section.anchor!, heading: section.heading },
    };
  });
  return { ...answer, results };
}
