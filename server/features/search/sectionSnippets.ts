import { decodeHtmlEntities } from "../../../shared/decodeHtmlEntities.ts";
import { withHeadingAnchors } from "../../../shared/headingAnchors.ts";
import type { SearchResponse, SearchResult } from "../../../shared/schemas/search.ts";
import type { Db } from "../../platform/db/database.ts";
import { normalizeQuery, stem, wordsOf } from "./query/searchText.ts";
import { publishedBodiesBySlugs } from "./sectionRepo.ts";

/** Characters of a section's text shown before the first matched word. */
const LEAD_CHARS = 60;
/** The longest section snippet. */
const SNIPPET_CHARS = 220;

interface Section {
  anchor: string | null;
  heading: string;
  text: string;
}

function textOf(html: string): string {
  return decodeHtmlEntities(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** The body split at its h2/h3 headings: the intro (no anchor), then each heading's section. */
function sectionsOf(contentHtml: string): Section[] {
  const { html } = withHeadingAnchors(contentHtml);
  const sections: Section[] = [];
  const heading = /<h([23])\b[^>]*\sid="([^"]*)"[^>]*>([\s\S]*?)<\/h\1>/gi;
  let last = 0;
  let current: { anchor: string | null; heading: string } = { anchor: null, heading: "" };
  for (const match of html.matchAll(heading)) {
    sections.push({ ...current, text: textOf(html.slice(last, match.index)) });
    current = { anchor: match[2]!, heading: textOf(match[3]!) };
    last = match.index + match[0].length;
  }
  sections.push({ ...current, text: textOf(html.slice(last)) });
  return sections;
}

/** The query's word stems that a text holds. */
function matchedStems(text: string, stems: Set<string>): Set<string> {
  const found = new Set<string>();
  for (const { word } of wordsOf(text)) {
    const wordStem = stem(word);
    if (stems.has(wordStem)) found.add(wordStem);
  }
  return found;
}

/** Text around the section's first matched word, with every matched word highlighted. */
function snippetFrom(text: string, stems: Set<string>): SearchResult["snippet"] {
  const words = wordsOf(text);
  const first = words.find(({ word }) => stems.has(stem(word)));
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
    .filter(({ word, start: from, end: to }) => from >= start && to <= end && stems.has(stem(word)))
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
      const count = matchedStems(`${section.heading} ${section.text}`, stems).size;
      if (count > 0 && (!best || count > best.count)) best = { section, count };
    }
    if (!best || matchedStems(intro?.text ?? "", stems).size >= best.count) return result;
    return {
      ...result,
      snippet: snippetFrom(best.section.text || best.section.heading, stems),
      section: { anchor: best.section.anchor!, heading: best.section.heading },
    };
  });
  return { ...answer, results };
}
