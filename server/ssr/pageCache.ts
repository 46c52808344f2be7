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
 * Least-recently-used cache of rendered public pages. Cleared entirely on any content or
 * settings change (ctx.onContentChange), so it never serves an outdated page.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (page) {
      // Re-insert to mark as most recently used (Map keeps insertion order).
      this.entries.delete(key);
      this.entries.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.entries.delete(key);
    this.entries.set(key, page);
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
