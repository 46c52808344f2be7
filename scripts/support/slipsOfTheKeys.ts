import { fnv1a, type RelevanceQuery, type RelevanceSet } from "./relevanceSets.ts";

/**
 * Kinds of the customers' set whose queries get slips: typos and partial words are slips
 * already. Unrelated queries must stay silent with a slip too: they keep their kind.
 */
const SLIPPED_KINDS = new Set(["question", "synonym", "unrelated"]);
/** Words of 5 letters or more get a slip: a search forgives shorter words little (allowedEdits). */
const SLIPPABLE_WORD = /^[a-z]{5,}$/;

const KEY_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];

/** A key next to this one on the same row of a QWERTY keyboard. */
function nextKey(letter: string, pick: () => number): string {
  for (const row of KEY_ROWS) {
    const at = row.indexOf(letter);
    if (at < 0) continue;
    const sides = [row[at - 1], row[at + 1]].filter((key): key is string => key !== undefined);
    return sides[Math.floor(pick() * sides.length)]!;
  }
  return letter;
}

/** The slips made, by the name of the kind they are graded under. */
const SLIPS: Record<string, (word: string, at: number, pick: () => number) => string> = {
  "left out": (word, at) => word.slice(0, at) + word.slice(at + 1),
  swapped: (word, at) => word.slice(0, at) + word[at + 1]! + word[at]! + word.slice(at + 2),
  "next key": (word, at, pick) => word.slice(0, at) + nextKey(word[at]!, pick) + word.slice(at + 1),
  doubled: (word, at) => word.slice(0, at + 1) + word.slice(at),
};

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The set's questions, synonym queries and unrelated queries again, each once per kind of slip of the keys (a
 * letter left out, two swapped, a neighbouring key, a letter doubled) in one word of five
 * letters or more, the word and the place in it chosen by a generator seeded by the query: a
 * measure of typos in the words customers actually use, which nobody wrote by hand (and so
 * nobody tuned the slips to). A word's first letter is kept, as typists mostly get it right.
 */
export function withSlipsOfTheKeys(set: RelevanceSet): RelevanceSet {
  const queries: RelevanceQuery[] = [];
  for (const query of set.queries.filter((q) => SLIPPED_KINDS.has(q.kind))) {
    const words = query.query.split(" ");
    const long = words.flatMap((word, at) => (SLIPPABLE_WORD.test(word) ? [at] : []));
    if (long.length === 0) continue;
    // Seeded by the query: the same slips on every run and machine.
    const pick = generator(fnv1a(query.query));
    for (const [kind, slip] of Object.entries(SLIPS)) {
      const at = long[Math.floor(pick() * long.length)]!;
      const word = words[at]!;
      const slipped = [...words];
      slipped[at] = slip(word, 1 + Math.floor(pick() * (word.length - 2)), pick);
      queries.push({
        query: slipped.join(" "),
        kind: query.kind === "unrelated" ? query.kind : kind,
        expect: query.expect,
      });
    }
  }
  return { name: `${set.name}, one slip of the keys per query`, queries, draftsOnly: 0 };
}
