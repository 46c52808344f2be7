import { allowedEdits, editDistance, stem } from "./searchText.ts";

/** How long a loaded vocabulary is trusted before the store is checked (other instances may index). */
const FRESH_MS = 60_000;
/** Words merged per turn of the event loop when a check reads the store. */
const WORDS_PER_TURN = 5_000;
const MAX_COMPLETIONS = 12;
const MAX_CORRECTIONS = 4;
/** Correction look-ups kept (vocabulary.corrections), by word and edits allowed. */
const CORRECTIONS_KEPT = 2_000;

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

/** Where the vocabulary's words are kept: rows are only added between rebuilds. */
export interface WordStore {
  /** Every stored word. */
  all(): Promise<string[]>;
  /** How many words are stored: the same count as at the last read means no word was added. */
  count(): Promise<number>;
}

/**
 * Every indexed word, held in memory by length, so that typo candidates and completions of a
 * half-typed word are found without a database round trip. Words only ever get added between
 * reloads; a stale word merely expands a query to a term that matches nothing.
 *
 * Only the first use and the use after `invalidate` (a rebuild) wait for the store. Later, the
 * words in memory answer at once while the store is checked in the background: by its count
 * every FRESH_MS, read whole only when the count changed or another instance said it added
 * words (`storeChanged`), and merged a slice at a time. At 100,000 articles (102,229 words) a
 * reload that cleared and re-stemmed every word held up the first search of every minute by
 * about half a second, and every request of the process for the ~150 ms it computed.
 */
export class Vocabulary {
  private byLength = new Map<number, string[]>();
  private all = new Set<string>();
  /** The stems of every word, for related words offered in their base form ("repair" for "repairs"). */
  private stems = new Set<string>();
  private sorted: string[] | null = null;
  /** corrections' answers since the last word was added. */
  private readonly correctionsKept = new Map<string, string[]>();
  private loaded = false;
  private checkedAt = 0;
  /** The store's count when it was last read whole. */
  private storedCount = -1;
  /** Set by invalidate: the next use waits for a read that replaces the words. */
  private replaceNext = false;
  /** Set by storeChanged: the next check reads the store whatever its count. */
  private readNext = false;
  private refreshing: Promise<void> | null = null;
  /** Changes whenever the words do: query plans made from older words are stale. */
  version = 0;

  constructor(private readonly store: WordStore) {}

  /** Ensures the words are loaded; starts a check of the store when they may be stale. */
  async ready(): Promise<this> {
    while (!this.loaded || this.replaceNext) await this.refresh();
    if (this.readNext || Date.now() - this.checkedAt >= FRESH_MS) {
      // A failed check is tried again at the next one; the words in memory still answer.
      this.refresh().catch(() => {});
    }
    return this;
  }

  /** Replaces the words on next use, which waits for them (after a rebuild, which drops words). */
  invalidate(): void {
    this.replaceNext = true;
  }

  /** Another instance stored words: the next use reads them, without waiting for them. */
  storeChanged(): void {
    this.readNext = true;
  }

  /** One refresh at a time; a caller arriving meanwhile shares it. */
  private refresh(): Promise<void> {
    this.refreshing ??= this.refreshOnce().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refreshOnce(): Promise<void> {
    const replace = !this.loaded || this.replaceNext;
    const readAnyway = this.readNext;
    this.checkedAt = Date.now();
    this.replaceNext = false;
    this.readNext = false;
    if (!replace && !readAnyway && (await this.store.count()) === this.storedCount) return;
    const words = await this.store.all();
    this.storedCount = words.length;
    if (replace) {
      this.byLength.clear();
      this.all.clear();
      this.stems.clear();
      this.sorted = null;
      this.correctionsKept.clear();
      this.version += 1;
      this.add(words);
      this.loaded = true;
      return;
    }
    // Merged a slice per turn of the event loop: stemming 100,000 new words at once would hold
    // up every request; the words already known cost a look-up each.
    for (let start = 0; start < words.length; start += WORDS_PER_TURN) {
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      this.add(words.slice(start, start + WORDS_PER_TURN));
    }
  }

  add(words: Iterable<string>): void {
    for (const word of words) {
      if (this.all.has(word)) continue;
      this.all.add(word);
      this.stems.add(stem(word));
      this.version += 1;
      this.sorted = null;
      this.correctionsKept.clear();
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

  /**
   * Indexed words within the allowed edits of `word` (or `max` edits), closest first. Each look-up
   * compares the word with every indexed word of a similar length, and one query asks it for the
   * same word several times (its plan, its respelling, "Did you mean"), and later queries for the
   * same slips: answers are kept until a word is added.
   */
  corrections(word: string, max = allowedEdits(word)): string[] {
    if (max === 0) return [];
    const key = `${max} ${word}`;
    const known = this.correctionsKept.get(key);
    if (known) return [...known];
    const candidates: string[] = [];
    for (let length = word.length - max; length <= word.length + max; length++) {
      candidates.push(...(this.byLength.get(length) ?? []));
    }
    const found = closestCorrections(word, candidates, max);
    if (this.correctionsKept.size >= CORRECTIONS_KEPT) this.correctionsKept.clear();
    this.correctionsKept.set(key, found);
    return [...found];
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
