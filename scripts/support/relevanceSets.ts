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
}

const fixtures = path.resolve(import.meta.dirname, "../../test/fixtures");

/** Kinds whose queries must answer nothing: nonsense and questions the help center does not cover. */
export const SILENT_KINDS = new Set(["nothing", "unrelated"]);

/**
 * FNV-1a (32 bits) of the lower-cased query: a fixed rule that puts each customer query in the
 * tuning half (even) or the held-out half (odd), whatever order the file lists them in and
 * whoever adds queries later. Nobody chooses which half a query lands in.
 */
export function isHeldOut(query: string): boolean {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(query.trim().toLowerCase(), "utf8")) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 2 === 1;
}

function read(file: string): RelevanceQuery[] {
  return (JSON.parse(fs.readFileSync(path.join(fixtures, file), "utf8")) as RelevanceQuery[]).map(
    ({ query, kind, expect }) => ({ query, kind, expect }),
  );
}

/** The customers' set, split by isHeldOut. */
export function customerHalves(): { tuning: RelevanceSet; heldOut: RelevanceSet } {
  const all = read("searchRelevanceCustomers.json");
  return {
    tuning: { name: "customers, tuning half", queries: all.filter((q) => !isHeldOut(q.query)) },
    heldOut: { name: "customers, held-out half", queries: all.filter((q) => isHeldOut(q.query)) },
  };
}

/** The project's original relevance suite (the one searchRelevance.test.ts asserts). */
export function originalSuite(): RelevanceSet {
  return { name: "original suite", queries: read("searchRelevance.json") };
}
