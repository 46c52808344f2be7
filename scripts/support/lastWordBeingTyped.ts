import type { RelevanceQuery, RelevanceSet } from "./relevanceSets.ts";

/** Kinds whose queries are cut (partial words are cut already); unrelated ones keep their kind. */
const CUT_KINDS = new Set(["question", "synonym", "unrelated"]);
/** A last word of 5 letters or more is cut: shorter ones are typed in a keystroke or two. */
const CUTTABLE_WORD = /^[a-z]{5,}$/;

/** Where each cut leaves the last word, by the name of the kind it is graded under. */
const CUTS: Record<string, (word: string) => number> = {
  "3 letters": () => 3,
  "half typed": (word) => Math.ceil(word.length / 2) + 1,
  "one short": (word) => word.length - 1,
};

/**
 * The set's questions, synonym queries and unrelated queries again, as the dropdown sees them
 * while the last word is typed: cut to its first 3 letters, to a little over half, and to all
 * but its last letter (each cut once, when those differ), for a last word of five letters or
 * more. Unrelated queries keep their kind and must stay silent.
 */
export function withLastWordBeingTyped(set: RelevanceSet): RelevanceSet {
  const queries: RelevanceQuery[] = [];
  for (const query of set.queries.filter((q) => CUT_KINDS.has(q.kind))) {
    const words = query.query.split(" ");
    const last = words.at(-1)!;
    if (!CUTTABLE_WORD.test(last)) continue;
    const seen = new Set<number>();
    for (const [kind, cut] of Object.entries(CUTS)) {
      const letters = cut(last);
      if (seen.has(letters) || letters >= last.length) continue;
      seen.add(letters);
      queries.push({
        query: [...words.slice(0, -1), last.slice(0, letters)].join(" "),
        kind: query.kind === "unrelated" ? query.kind : kind,
        expect: query.expect,
      });
    }
  }
  return { name: `${set.name}, last word still being typed`, queries, draftsOnly: 0 };
}
