/** A rendered answer, kept whole so that a cache hit costs no rendering at all. */
export interface CachedPage {
  status: number;
  /** The HTML, as the UTF-8 bytes sent (a string only where there is none: redirects, tests). */
  body: Buffer | string;
  etag: string;
  location?: string;
  /** The body gzipped, made once when the page is rendered (none for a redirect). */
  gzipped?: Buffer;
  /** Bytes the page holds, where that is not its body and gzipped copy (a body joined on demand). */
  readonly heldBytes?: number;
  /** The page for a browser that keeps the stylesheet, linked instead of inline (held in heldBytes). */
  readonly withStylesheetLinked?: CachedPage;
}

/**
 * How long a page is served from the cache at most. Content and settings changes clear the pages
 * they touch at once; rating counts, which change far more often, reach the pages within this time.
 */
export const PAGE_MAX_AGE_MS = 60_000;

interface Entry {
  page: CachedPage;
  tags: string[];
  bytes: number;
  storedAt: number;
}

export interface PageCacheLimits {
  /** Body plus gzipped copy of every page together; 0 keeps nothing. */
  maxBytes: number;
  maxEntries?: number;
  now?: () => number;
}

/** What an entry costs: what it holds, else its body (bytes, or ~1 byte a character for a string) and gzip. */
function sizeOf(page: CachedPage): number {
  return (page.heldBytes ?? page.body.length + (page.gzipped?.length ?? 0)) + 200;
}

/**
 * Least-recently-used cache of rendered public pages, bounded by bytes (and entries). Each page
 * carries the tags of what it shows (`article:12`, `category:3`, `home`, `missing`), so that a
 * change clears only the pages that show what changed (`invalidate`), and a settings change
 * clears all (`clear`). A page older than PAGE_MAX_AGE_MS is rendered again.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private totalBytes = 0;
  private readonly maxBytes: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor({ maxBytes, maxEntries = 5_000, now = Date.now }: PageCacheLimits) {
    this.maxBytes = maxBytes;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= PAGE_MAX_AGE_MS) {
      this.delete(key);
      return undefined;
    }
    // Re-insert to mark as most recently used (Map keeps insertion order).
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  set(key: string, page: CachedPage, tags: string[]): void {
    this.delete(key);
    const bytes = sizeOf(page);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { page, tags, bytes, storedAt: this.now() });
    this.totalBytes += bytes;
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (keys) keys.add(key);
      else this.keysByTag.set(tag, new Set([key]));
    }
    while (this.totalBytes > this.maxBytes || this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  /** Drops every page that shows any of the tags. */
  invalidate(tags: Iterable<string>): void {
    for (const tag of tags) {
      for (const key of [...(this.keysByTag.get(tag) ?? [])]) this.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.keysByTag.clear();
    this.totalBytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}
