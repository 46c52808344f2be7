/** A rendered answer, kept whole so that a cache hit costs no rendering at all. */
export interface CachedPage {
  status: number;
  body: string;
  etag: string;
  location?: string;
  /** The body gzipped, made on first demand. */
  gzipped?: Buffer;
}

/**
 * How long a page is served from the cache at most. Content and settings changes clear the cache
 * at once; rating counts, which change far more often, reach the pages within this time instead.
 */
export const PAGE_MAX_AGE_MS = 60_000;

interface Entry {
  page: CachedPage;
  storedAt: number;
}

/**
 * Least-recently-used cache of rendered public pages. Cleared entirely on any content or
 * settings change (ctx.onContentChange); a page older than PAGE_MAX_AGE_MS is rendered again.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.storedAt >= PAGE_MAX_AGE_MS) return undefined;
    // Re-insert to mark as most recently used (Map keeps insertion order).
    this.entries.set(key, entry);
    return entry.page;
  }

  set(key: string, page: CachedPage): void {
    this.entries.delete(key);
    this.entries.set(key, { page, storedAt: this.now() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
