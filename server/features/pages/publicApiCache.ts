import { hash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { pageTags } from "../../../shared/pageTags.ts";
import { clock } from "../../platform/clock.ts";
import { type CachedPage, PageCache } from "./pageCache.ts";
import { PAGE_CACHE_CONTROL } from "./publicPageRoutes.ts";

/** Public JSON answers take a small share of the pages' memory (PAGE_CACHE_MB). */
const MAX_BYTES = 8 * 1024 * 1024;

/**
 * The public API's JSON answers (an article, the categories, a category's page, the featured
 * articles), kept as the pages are: the JSON made once, tagged with what it shows
 * (shared/pageTags.ts), cleared by the content changes that clear the pages showing the same
 * (on every instance, through the content-change bus), and sent with the pages' Cache-Control
 * and an ETag (a hash of the bytes, so every instance answers 304 alike). An answer made while a
 * change arrived is not kept: it may show what came before the change.
 */
export class PublicApiCache {
  private readonly answers: PageCache;
  private changes = 0;
  private readonly indexVersion: () => number;
  private seenIndexVersion: number;

  /** `name`: the cache's name on the content-change bus (one per route plugin). */
  constructor(app: FastifyInstance, name: string) {
    // The server's clock, which tests move, ages the answers: a test can see one expire.
    this.answers = new PageCache({
      maxBytes: Math.min(app.ctx.config.pageCacheBytes, MAX_BYTES),
      now: clock.nowMs,
    });
    this.indexVersion = () => app.ctx.search.version();
    this.seenIndexVersion = this.indexVersion();
    app.ctx.contentChanges.subscribe(name, (change) => {
      this.changes += 1;
      const tags = pageTags.clearedBy(change);
      if (tags) this.answers.invalidate(tags);
      else this.answers.clear();
    });
  }

  /** Taken before an answer is read; `keep` refuses it if a change came since. */
  get generation(): number {
    this.forgetOnIndexChange();
    return this.changes;
  }

  get(key: string): CachedPage | undefined {
    this.forgetOnIndexChange();
    return this.answers.get(key);
  }

  /**
   * Every article written is indexed: a write that announced no change (a script, a test's
   * factory) still empties the cache here, as it empties the search answers.
   */
  private forgetOnIndexChange(): void {
    const version = this.indexVersion();
    if (version === this.seenIndexVersion) return;
    this.seenIndexVersion = version;
    this.changes += 1;
    this.answers.clear();
  }

  /** Checks `value` against the route's schema once, as its serializer would, and keeps its JSON. */
  keep<T>(key: string, schema: z.ZodType<T>, value: T, tags: string[], generation: number): CachedPage {
    const body = JSON.stringify(schema.parse(value));
    const answer: CachedPage = { status: 200, body, etag: `"${hash("sha1", body, "base64url")}"` };
    this.forgetOnIndexChange();
    if (generation === this.changes) this.answers.set(key, answer, tags);
    return answer;
  }

  send(request: FastifyRequest, reply: FastifyReply, answer: CachedPage): FastifyReply {
    reply.header("cache-control", PAGE_CACHE_CONTROL).header("etag", answer.etag);
    if (request.headers["if-none-match"] === answer.etag) return reply.status(304).send();
    return reply.status(answer.status).type("application/json; charset=utf-8").send(answer.body);
  }
}
