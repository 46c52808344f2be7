import type { SearchResponse } from "../../../shared/schemas/search.ts";

/**
 * A search's shaped answer as kept in the cache: what the API sends (its JSON, made once) and the
 * results page shows, and what the search log needs to log it again on every repeat.
 */
export interface SearchAnswer {
  /** Tells answers apart: a results page rendered from one answer is reused only with it. */
  readonly serial: number;
  readonly response: SearchResponse;
  /** The answer as the API's JSON body. */
  readonly json: string;
  /** The normalised query as it is logged ("" when too short to search). */
  readonly normalizedQuery: string;
  /** The result count the search log records for it. */
  readonly loggedCount: number;
}

/** How long an answer is kept at most: what no change announces (view counts) shows within it. */
export const SEARCH_ANSWER_MAX_AGE_MS = 60_000;

interface Entry {
  answer: SearchAnswer;
  storedAt: number;
}

/**
 * Least-recently-used answers of repeated searches, keyed by what decides the answer (the
 * normalised query and the page asked for), bounded by entries (SEARCH_CACHE_ENTRIES). Every
 * change to what searches read empties it (`clear`): content, settings (synonyms), the index's
 * words. A search under way while it is emptied was reading what came before, so its answer is
 * not kept: `generation` taken before it started no longer matches.
 */
export class SearchAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private currentGeneration = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Taken before a search starts; its answer is kept only if nothing was cleared since. */
  get generation(): number {
    return this.currentGeneration;
  }

  get(key: string): SearchAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= SEARCH_ANSWER_MAX_AGE_MS) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-inserted: the most recently used is last (Map keeps insertion order).
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  set(key: string, answer: SearchAnswer, generation: number): void {
    if (generation !== this.currentGeneration || this.maxEntries <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { answer, storedAt: this.now() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.currentGeneration += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
