import { decodeHtmlEntities } from "../../../shared/decodeHtmlEntities.ts";
import { placedHeadings } from "../../../shared/headingAnchors.ts";
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
function sectionsOf(contentHtml: string): Section[] {
  const sections: Section[] = [];
  let last = 0;
  let current: { anchor: string | null; heading: string } = { anchor: null, heading: "" };
  for (const heading of placedHeadings(contentHtml)) {
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

/** How many of the query's word stems a plain text holds. */
function stemsInText(text: string, query: QueryStems): Set<string> {
  const found = new Set<string>();
  eachWord(text, (word) => {
    if (isQueryWord(word, query)) found.add(stem(word));
  });
  return found;
}

/** A letter, digit or mark beyond ASCII ("é", "²"): words holding one are read as a search reads them. */
const WORD_BEYOND_ASCII = /(?![\u0000-\u007f])[\p{L}\p{N}\p{M}]/u;
const isWordCode = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);

/**
 * The query's word stems that a section's HTML holds in its text. Every word a stem stands for
 * holds the stem less its last letter ("appl" of "apply" in "applies"), so each stem is looked
 * for by that part in the lower-cased HTML, and only the words around what is found are read
 * and stemmed: no text is made of the HTML. A find inside a tag or an entity ("&nbsp;") is no
 * word of the text. HTML with letters beyond ASCII is made text and read word by word (dashes
 * and quotes beyond ASCII split words either way).
 */
function stemsInHtml(html: string, query: QueryStems): Set<string> {
  if (WORD_BEYOND_ASCII.test(html)) return stemsInText(textOf(html), query);
  const lower = html.toLowerCase();
  const found = new Set<string>();
  for (const wanted of query.stems) {
    const part = wanted.slice(0, -1);
    for (let at = lower.indexOf(part); at >= 0; at = lower.indexOf(part, at + 1)) {
      let from = at;
      while (from > 0 && isWordCode(lower.charCodeAt(from - 1))) from -= 1;
      let to = at + part.length;
      while (to < lower.length && isWordCode(lower.charCodeAt(to))) to += 1;
      if (lower.lastIndexOf("<", from) > lower.lastIndexOf(">", from)) continue;
      if (lower[from - 1] === "&" && lower[to] === ";") continue;
      if (stem(lower.slice(from, to)) === wanted) {
        found.add(wanted);
        break;
      }
    }
  }
  return found;
}

/** How many of the query's word stems a section holds, in its heading or its text. */
function matchedStemCount(section: Section, query: QueryStems): number {
  const found = stemsInHtml(section.html, query);
  for (const heading of stemsInText(section.heading, query)) found.add(heading);
  return found.size;
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
    const [intro, ...sections] = sectionsOf(body);
    let best: { section: Section; count: number } | null = null;
    for (const section of sections) {
      const count = matchedStemCount(section, asked);
      if (count > 0 && (!best || count > best.count)) best = { section, count };
    }
    if (!best || (intro ? matchedStemCount(intro, asked) : 0) >= best.count) return result;
    return {
      ...result,
      snippet: snippetFrom(textOf(best.section.html) || best.section.heading, asked),
      section: { anchor: best.section.anchor!, heading: best.section.heading },
    };
  });
  return { ...answer, results };
}
