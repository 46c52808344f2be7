import fs from "node:fs";
import path from "node:path";

/** One graded query over the demo help center: the articles that answer it (none: it must be silent). */
export interface RelevanceQuery {
  query: string;
  kind: string;
  expect: string[];
}

/** A named list of graded queries (a set, or one half of it). */
export interface RelevanceSet {
  name: string;
  queries: RelevanceQuery[];
  /** Queries left out: every article that answers them is a draft in the demo. */
  draftsOnly: number;
}

const fixtures = path.resolve(import.meta.dirname, "../../test/fixtures");
const demoArticles = path.resolve(import.meta.dirname, "../../content/demo/articles");

/**
 * The demo articles a visitor can find: the demo also holds drafts, which search never shows, so
 * a query answered only by a draft grades nothing and is left out (and counted as left out).
 */
function publishedDemoSlugs(): Set<string> {
  const slugs = new Set<string>();
  for (const category of fs.readdirSync(demoArticles)) {
    for (const file of fs.readdirSync(path.join(demoArticles, category))) {
      const text = fs.readFileSync(path.join(demoArticles, category, file), "utf8");
      if (/^status: published$/m.test(text.slice(0, text.indexOf("\n---", 3))))
        slugs.add(file.replace(/\.html$/, ""));
    }
  }
  return slugs;
}

/** Kinds whose queries must answer nothing: nonsense and questions the help center does not cover. */
export const SILENT_KINDS = new Set(["nothing", "unrelated"]);

/** FNV-1a (32 bits) of the text's UTF-8 bytes: the same number on every run and machine. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, "utf8")) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * FNV-1a of the lower-cased query: a fixed rule that puts each customer query in the tuning half
 * (even) or the held-out half (odd), whatever order the file lists them in and whoever adds
 * queries later. Nobody chooses which half a query lands in.
 */
export function isHeldOut(query: string): boolean {
  return fnv1a(query.trim().toLowerCase()) % 2 === 1;
}

function read(file: string): RelevanceQuery[] {
  return (JSON.parse(fs.readFileSync(path.join(fixtures, file), "utf8")) as RelevanceQuery[]).map(
    ({ query, kind, expect }) => ({ query, kind, expect }),
  );
}

function setOf(name: string, queries: RelevanceQuery[]): RelevanceSet {
  const published = publishedDemoSlugs();
  const gradable = queries.filter(
    (q) => q.expect.length === 0 || q.expect.some((slug) => published.has(slug)),
  );
  return { name, queries: gradable, draftsOnly: queries.length - gradable.length };
}

/** The customers' set, split by isHeldOut. */
export function customerHalves(): { tuning: RelevanceSet; heldOut: RelevanceSet } {
  const all = read("searchRelevanceCustomers.json");
  return {
    tuning: setOf(
      "customers, tuning half",
      all.filter((q) => !isHeldOut(q.query)),
    ),
    heldOut: setOf(
      "customers, held-out half",
      all.filter((q) => isHeldOut(q.query)),
    ),
  };
}

/** The project's original relevance suite (the one searchRelevance.test.ts asserts). */
export function originalSuite(): RelevanceSet {
  return setOf("original suite", read("searchRelevance.json"));
}
