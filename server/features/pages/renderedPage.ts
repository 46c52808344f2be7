import { randomUUID } from "node:crypto";
import type { GzipAfterFixedPrefix } from "../../lib/gzipAfterFixedPrefix.ts";
import type { CachedPage } from "./pageCache.ts";

/** The page as sent to a browser that keeps the stylesheet (shared/stylesheetCookie.ts). */
class PageWithStylesheetLinked implements CachedPage {
  readonly etag: string;
  readonly gzipped: Buffer;

  constructor(
    readonly status: number,
    private readonly start: GzipAfterFixedPrefix,
    private readonly rest: Buffer,
    inline: { etag: string; gzipped: Buffer; start: GzipAfterFixedPrefix },
  ) {
    // Its own tag: a browser revalidating one form must not be told the other is unchanged.
    this.etag = `${inline.etag.slice(0, -1)}-l"`;
    this.gzipped = start.regzip(inline.gzipped, inline.start, rest);
  }

  get body(): Buffer {
    return this.start.body(this.rest);
  }
}

/**
 * A rendered page ready to send: gzipped at once (nearly every visitor takes gzip), its whole
 * uncompressed body joined from the shared prefix only when a client without gzip asks for it,
 * so a page kept in the cache holds its own part, not the stylesheet every page repeats. With a
 * second prefix, which links the stylesheet instead of carrying it, the page also has a form for
 * browsers that keep the stylesheet: the same deflated part after the other prefix.
 *
 * Its tag is new for every render, not a hash of the bytes: no two renders' bytes are the same
 * anyway (the page's state carries the render's time), and hashing them cost a page 1% of its
 * CPU. A page kept in the cache keeps its tag, so revalidation answers 304 until a change clears
 * it.
 *
 * A class, not an object literal with a getter: V8 makes such a literal a dictionary-mode object
 * whose getter sits in an accessor pair allocated in the old generation, so every page's buffers
 * stayed reachable until the next full collection; under load that was a full collection every
 * few hundred milliseconds (docs/BENCHMARKS.md "Why fresh renders cost more").
 */
export class RenderedPage implements CachedPage {
  readonly gzipped: Buffer;
  readonly etag = `"${randomUUID()}"`;
  private linked?: PageWithStylesheetLinked;

  constructor(
    readonly status: number,
    private readonly start: GzipAfterFixedPrefix,
    private readonly rest: Buffer,
    gzipLevel: number,
    private readonly linkedStart?: GzipAfterFixedPrefix,
  ) {
    this.gzipped = start.gzip(rest, gzipLevel);
  }

  /**
   * Made when a browser that keeps the stylesheet first asks: a page sent once to a first visit
   * never pays for it. heldBytes counts it from the start, so the page cache's charge holds.
   */
  get withStylesheetLinked(): CachedPage | undefined {
    if (!this.linkedStart) return undefined;
    this.linked ??= new PageWithStylesheetLinked(this.status, this.linkedStart, this.rest, {
      etag: this.etag,
      gzipped: this.gzipped,
      start: this.start,
    });
    return this.linked;
  }

  /** Joined on each call and not kept, so that what a cached page holds stays `heldBytes`. */
  get body(): Buffer {
    return this.start.body(this.rest);
  }

  /** What the page holds: its own part and the gzipped copy of each form (the linked one once made). */
  get heldBytes(): number {
    const linked = this.linkedStart?.regzippedLength(this.gzipped.length, this.start) ?? 0;
    return this.rest.length + this.gzipped.length + linked;
  }
}
