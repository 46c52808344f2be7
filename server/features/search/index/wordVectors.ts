import path from "node:path";
import { projectRoot } from "../../../platform/paths.ts";
import { SortedLineFile } from "./sortedLineFile.ts";

const DIMENSIONS = 100;
/** Vectors kept once read: a query plan compares a typed word with a few dozen words at most. */
const CACHE_SIZE = 2_000;

/**
 * How near two English words are in general usage: the cosine of their GloVe vectors (trained
 * on Wikipedia and newswire; content/wordVectors/vectors.txt, made by
 * scripts/buildWordVectors.ts), from about -0.3 for words that never share a context to 1 for
 * the same word: "storm" and "wind" 0.67, "rucksack" and "backpack" 0.67, "zip" and "energy"
 * 0.02, "storm" and "sofa" -0.02.
 *
 * The file (54,562 words, 7.9 MB) is read on disk a block at a time (SortedLineFile), as WordNet
 * is: holding it would cost 15 MB of every process's memory for a few look-ups per query plan.
 */
export class WordVectors {
  private file: SortedLineFile | null = null;
  /** Vectors read, by word (null: the file has none). */
  private readonly cache = new Map<string, Int8Array | null>();

  constructor(private readonly path: string) {}

  private static instance: WordVectors | undefined;

  /** The project's vectors, one reader per process whatever number of apps (tests) search. */
  static shared(): WordVectors {
    WordVectors.instance ??= new WordVectors(path.join(projectRoot, "content/wordVectors/vectors.txt"));
    return WordVectors.instance;
  }

  /** The cosine of the two words' vectors; null when either word has none. */
  closeness(a: string, b: string): number | null {
    const first = this.vector(a);
    const second = this.vector(b);
    if (!first || !second) return null;
    let dot = 0;
    let firstLength = 0;
    let secondLength = 0;
    // Rounded to bytes, a stored vector is no longer exactly of length 1.
    for (let d = 0; d < DIMENSIONS; d++) {
      dot += first[d]! * second[d]!;
      firstLength += first[d]! * first[d]!;
      secondLength += second[d]! * second[d]!;
    }
    return dot / Math.sqrt(firstLength * secondLength);
  }

  /** Those of the words the file holds (a frequent word, or a WordNet lemma among the less frequent). */
  wordsAmong(words: Iterable<string>): Set<string> {
    return this.open().keysAmong([...words].filter((word) => /^[a-z]+$/.test(word)));
  }

  /** Up to `max` words of the file that begin with `prefix` (itself included), alphabetically. */
  wordsStartingWith(prefix: string, max: number): string[] {
    return /^[a-z]+$/.test(prefix) ? this.open().keysStartingWith(prefix, max) : [];
  }

  /** Some word of the file begins with `prefix`, or is it. */
  hasWordStartingWith(prefix: string): boolean {
    return /^[a-z]+$/.test(prefix) && this.open().hasKeyStartingWith(prefix);
  }

  /** The file holds the word (its vector, once read, is kept for `closeness`). */
  has(word: string): boolean {
    return this.vector(word) !== null;
  }

  private vector(word: string): Int8Array | null {
    let found = this.cache.get(word);
    if (found !== undefined) return found;
    // A key never holds a space: "a b" would find the line of "a".
    const line = /^[a-z]+$/.test(word) ? this.open().find(word) : undefined;
    found = null;
    if (line) {
      const bytes = Buffer.from(line.slice(word.length + 1), "base64");
      if (bytes.length !== DIMENSIONS)
        throw new Error(
          `${this.path}: the vector of "${word}" has ${bytes.length} values, not ${DIMENSIONS}`,
        );
      found = new Int8Array(bytes);
    }
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(word, found);
    return found;
  }

  private open(): SortedLineFile {
    this.file ??= new SortedLineFile(this.path);
    return this.file;
  }
}
