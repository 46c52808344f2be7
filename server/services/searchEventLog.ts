import type { Db } from "../db/database.ts";
import { type FinishedSearch, REPEAT_WINDOW_MS, recordSearches } from "./searchRecording.ts";

/** Visitors tracked at once; beyond it the oldest pending search is logged early. */
const MAX_VISITORS = 10_000;

/** Who searched: `id` tells typing bursts apart (address and browser), `client` is what analytics count. */
export interface SearchVisitor {
  id: string;
  /** A keyed hash of the client address: stored with each event, counted distinct in Top Searches. */
  client: string;
}

interface Pending {
  client: string;
  query: string;
  resultCount: number;
  timer: NodeJS.Timeout;
}

/**
 * Logs one search event per finished search, not one per keystroke:
 * - a submitted search (Enter, or the results page's first page) is logged at once;
 * - dropdown queries are held per visitor; a query that extends or trims the held one ("te" →
 *   "ten" → "tent") replaces it, and the held query is logged once the visitor pauses for
 *   the pause or types something unrelated. Typing "t", "te", "ten", "tent" logs "tent".
 * - a submit of the held query (or of a longer one) replaces it, so it is not logged twice, and
 *   the same query finished twice within REPEAT_WINDOW_MS by one visitor counts once (checked in
 *   the database too, so it holds across instances and restarts).
 * Held queries live in this process's memory; `flush` logs them all (at shutdown).
 * Searches logged in the same tick are written as one batch together with their daily rollups
 * (recordSearches), which also drops repeats already in the database.
 */
export class SearchEventLog {
  private pending = new Map<string, Pending>();
  private lastLogged = new Map<string, { query: string; at: number }>();
  private batch: FinishedSearch[] = [];
  private batchWritten: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    /** A visitor has finished typing when nothing new arrives for this long (config). */
    private readonly pauseMs: number,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** A query typed into the dropdown (already normalised, 2+ characters). */
  typed(visitor: SearchVisitor, query: string, resultCount: number): void {
    const held = this.pending.get(visitor.id);
    if (held) {
      clearTimeout(held.timer);
      this.pending.delete(visitor.id);
      const related = query.startsWith(held.query) || held.query.startsWith(query);
      if (!related) this.write(held.client, held.query, held.resultCount);
    } else if (this.pending.size >= MAX_VISITORS) {
      const [oldest] = this.pending.keys();
      if (oldest !== undefined) this.release(oldest);
    }
    const timer = setTimeout(() => this.release(visitor.id), this.pauseMs);
    timer.unref();
    this.pending.set(visitor.id, { client: visitor.client, query, resultCount, timer });
  }

  /** A search the visitor submitted: logged now (resolves once written). */
  async submitted(visitor: SearchVisitor, query: string, resultCount: number): Promise<void> {
    const held = this.pending.get(visitor.id);
    if (held) {
      clearTimeout(held.timer);
      this.pending.delete(visitor.id);
      if (!query.startsWith(held.query)) await this.write(held.client, held.query, held.resultCount);
    }
    await this.write(visitor.client, query, resultCount);
  }

  /** Logs every held query now. */
  async flush(): Promise<void> {
    const writes = [...this.pending.keys()].map((visitor) => this.release(visitor));
    await Promise.all(writes);
  }

  /** Logs the visitor's held query now (they opened a result: the search is finished). */
  finishVisitor(visitor: string): Promise<void> {
    return this.release(visitor);
  }

  private release(visitor: string): Promise<void> {
    const held = this.pending.get(visitor);
    if (!held) return Promise.resolve();
    clearTimeout(held.timer);
    this.pending.delete(visitor);
    return this.write(held.client, held.query, held.resultCount);
  }

  /** Logs the search unless this client logged the same query within REPEAT_WINDOW_MS. */
  private write(visitor: string, query: string, resultCount: number): Promise<void> {
    const now = Date.now();
    const last = this.lastLogged.get(visitor);
    if (last && last.query === query && now - last.at < REPEAT_WINDOW_MS) return Promise.resolve();
    this.lastLogged.delete(visitor);
    this.lastLogged.set(visitor, { query, at: now });
    if (this.lastLogged.size > MAX_VISITORS) {
      const [oldest] = this.lastLogged.keys();
      if (oldest !== undefined) this.lastLogged.delete(oldest);
    }
    this.batch.push({ query, resultCount, visitor, at: new Date(now) });
    this.batchWritten ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.writeBatch());
    return this.batchWritten;
  }

  private async writeBatch(): Promise<void> {
    const searches = this.batch;
    this.batch = [];
    this.batchWritten = null;
    try {
      await recordSearches(this.db, searches);
    } catch (error) {
      this.onError(error);
    }
  }
}
