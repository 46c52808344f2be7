import { allowedEdits, editDistance, stem } from "./searchText.ts";

/** How long a loaded vocabulary is trusted before it is re-read (other instances may index). */
const FRESH_MS = 60_000;
const MAX_COMPLETIONS = 12;
const MAX_CORRECTIONS = 4;

/**
 * The candidates within the allowed edits of `word` (itself and words with digits excluded),
 * deduplicated, closest first (then shorter, then alphabetical), at most MAX_CORRECTIONS.
 */
export function closestCorrections(
  word: string,
  candidates: Iterable<string>,
  max = allowedEdits(word),
): string[] {
  if (max === 0) return [];
  const found = new Map<string, number>();
  for (const candidate of candidates) {
    if (found.has(candidate) || /\d/.test(candidate)) continue;
    const distance = editDistance(word, candidate, max);
    if (distance <= max && distance > 0) found.set(candidate, distance);
  }
  return [...found]
    .sort((a, b) => a[1] - b[1] || a[0].length - b[0].length || a[0].localeCompare(b[0]))
    .slice(0, MAX_CORRECTIONS)
    .map(([candidate]) => candidate);
}

/**
 * Every indexed word, held in memory by length, so that typo candidates and completions of a
 * half-typed word are found without a database round trip. Words only ever get added between
 * reloads; a stale word merely expands a query to a term that matches nothing.
 */
export class Vocabulary {
  private byLength = new Map<number, string[]>();
  private all = new Set<string>();
  /** The stems of every word, for related words offered in their base form ("repair" for "repairs"). */
  private stems = new Set<string>();
  private sorted: string[] | null = null;
  private loadedAt = 0;
  private loading: Promise<void> | null = null;
  /** Changes whenever the words do: query plans made from older words are stale. */
  version = 0;

  constructor(private readonly load: () => Promise<string[]>) {}

  /** Ensures the words are loaded and fresh enough. */
  async ready(): Promise<this> {
    if (Date.now() - this.loadedAt < FRESH_MS) return this;
    this.loading ??= this.load()
      .then((words) => {
        this.byLength.clear();
        this.all.clear();
        this.stems.clear();
        this.version += 1;
        this.add(words);
        this.loadedAt = Date.now();
      })
      .finally(() => {
        this.loading = null;
      });
    await this.loading;
    return this;
  }

  /** Forces a reload on next use (after a rebuild). */
  invalidate(): void {
    this.loadedAt = 0;
  }

  add(words: Iterable<string>): void {
    for (const word of words) {
      if (this.all.has(word)) continue;
      this.all.add(word);
      this.stems.add(stem(word));
      this.version += 1;
      this.sorted = null;
      // Numbers (model numbers, years) are typed as they are: never offered as typo fixes.
      if (/\d/.test(word)) continue;
      const bucket = this.byLength.get(word.length);
      if (bucket) bucket.push(word);
      else this.byLength.set(word.length, [word]);
    }
  }

  has(word: string): boolean {
    return this.all.has(word);
  }

  /** True when some indexed word has this word's stem (the help center uses the word in some form). */
  knowsStemOf(word: string): boolean {
    return this.stems.has(stem(word));
  }

  /** Indexed words within the allowed edits of `word` (or `max` edits), closest first. */
  corrections(word: string, max = allowedEdits(word)): string[] {
    if (max === 0) return [];
    const candidates: string[] = [];
    for (let length = word.length - max; length <= word.length + max; length++) {
      candidates.push(...(this.byLength.get(length) ?? []));
    }
    return closestCorrections(word, candidates, max);
  }

  /** Indexed words that start with `prefix` (shortest first), for the word being typed. */
  completions(prefix: string): string[] {
    this.sorted ??= [...this.all].sort();
    const words = this.sorted;
    let low = 0;
    let high = words.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (words[mid]! < prefix) low = mid + 1;
      else high = mid;
    }
    const found: string[] = [];
    for (let i = low; i < words.length && words[i]!.startsWith(prefix) && found.length < 400; i++) {
      if (words[i] !== prefix) found.push(words[i]!);
    }
    found.sort((a, b) => a.length - b.length || a.localeCompare(b));
    return found.slice(0, MAX_COMPLETIONS);
  }
}
