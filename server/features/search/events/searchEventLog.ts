import { clock } from "../../../platform/clock.ts";
import type { Db } from "../../../platform/db/database.ts";
import { type FinishedSearch, REPEAT_WINDOW_MS, recordSearches } from "./searchRecording.ts";

/** Visitors tracked at once; beyond it the oldest pending search is logged early. */
const MAX_VISITORS = 10_000;

/** Who searched: `id` tells typing bursts apart (address and browser), `client` is what analytics count. */
export interface SearchVisitor {
  id: string;
  /** A keyed hash of the client address: stored with each event, counted distinct in Top Searches. */
  client: string;
}

/** A dropdown query waiting for its visitor to pause. */
export interface HeldSearch {
  client: string;
  query: string;
  resultCount: number;
}

interface Pending extends HeldSearch {
  timer: NodeJS.Timeout;
}

/**
 * Where held searches wait when several instances serve one help center (Redis): a visitor's
 * keystrokes reach whichever instance the balancer picks, and an instance may die holding them.
 * Each call is atomic: a held search is handed to exactly one instance.
 */
export interface SharedHeldSearches {
  /** False while the store is unreachable: searches are held in this instance's memory meanwhile. */
  available(): boolean;
  /** Holds `search` for the visitor until `dueAt` (ms); answers the search it replaces, if any. */
  hold(visitor: string, search: HeldSearch, dueAt: number): Promise<HeldSearch | null>;
  /** Removes and answers the visitor's held search. */
  take(visitor: string): Promise<HeldSearch | null>;
  /** Removes and answers the held searches due by `now` (any instance's). */
  takeDue(now: number): Promise<HeldSearch[]>;
}

const related = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/**
 * Logs one search event per finished search, not one per keystroke:
 * - a submitted search (Enter, or the results page's first page) is logged at once (its answer
 *   does not wait for the write);
 * - dropdown queries are held per visitor; a query that extends or trims the held one ("te" →
 *   "ten" → "tent") replaces it, and the held query is logged once the visitor pauses for
 *   the pause or types something unrelated. Typing "t", "te", "ten", "tent" logs "tent".
 * - a submit of the held query (or of a longer one) replaces it, so it is not logged twice, and
 *   the same query finished twice within REPEAT_WINDOW_MS by one visitor counts once (checked in
 *   the database too, so it holds across instances and restarts).
 * Held queries live in this process's memory, or, once `share` is called (REDIS_URL), in the
 * shared store: then a burst typed across instances is one search, and a held query outlives
 * the instance that received it (every instance logs the due ones it finds, every SWEEP_MS).
 * `flush` logs those held in memory (at shutdown); shared ones are left to the other instances.
 * Searches logged in the same tick are written as one batch together with their daily rollups
 * (recordSearches), which also drops repeats already in the database.
 */
export class SearchEventLog {
  private pending = new Map<string, Pending>();
  private lastLogged = new Map<string, { query: string; at: number }>();
  private batch: FinishedSearch[] = [];
  private batchWritten: Promise<void> | null = null;
  /** The batch being written: the next waits for it, so that it sees the repeats it wrote. */
  private lastBatch: Promise<void> = Promise.resolve();
  /** Submitted searches on their way to the database. */
  private readonly inFlight = new Set<Promise<void>>();
  private shared: SharedHeldSearches | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  private sweeping = false;

  constructor(
    private readonly db: Db,
    /** A visitor has finished typing when nothing new arrives for this long (config). */
    private readonly pauseMs: number,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Holds searches in `shared` from now on (while it is available), and logs the due ones it holds. */
  share(shared: SharedHeldSearches): void {
    this.shared = shared;
    // A held query is logged at most this long after its visitor's pause.
    const sweepMs = Math.max(50, Math.min(500, Math.floor(this.pauseMs / 4)));
    this.sweeper = setInterval(() => void this.sweep(), sweepMs);
    this.sweeper.unref();
  }

  /** A query typed into the dropdown (already normalised, 2+ characters). */
  typed(visitor: SearchVisitor, query: string, resultCount: number): void {
    const search = { client: visitor.client, query, resultCount };
    if (!this.shared?.available() || this.pending.has(visitor.id)) {
      this.typedHere(visitor.id, search);
      return;
    }
    this.shared.hold(visitor.id, search, Date.now() + this.pauseMs).then(
      (before) => {
        if (before && !related(query, before.query))
          void this.write(before.client, before.query, before.resultCount);
      },
      (error: unknown) => {
        this.onError(error);
        this.typedHere(visitor.id, search);
      },
    );
  }

  private typedHere(visitor: string, search: HeldSearch): void {
    const held = this.pending.get(visitor);
    if (held) {
      clearTimeout(held.timer);
      this.pending.delete(visitor);
      if (!related(search.query, held.query)) this.write(held.client, held.query, held.resultCount);
    } else if (this.pending.size >= MAX_VISITORS) {
      const [oldest] = this.pending.keys();
      if (oldest !== undefined) this.release(oldest);
    }
    const timer = setTimeout(() => this.release(visitor), this.pauseMs);
    timer.unref();
    this.pending.set(visitor, { ...search, timer });
  }

  /**
   * A search the visitor submitted: logged now, without holding up its answer (a write
   * transaction is several round trips on PostgreSQL); `settled` waits for it.
   */
  submitted(visitor: SearchVisitor, query: string, resultCount: number): void {
    const written = this.submit(visitor, query, resultCount).catch(this.onError);
    this.inFlight.add(written);
    void written.finally(() => this.inFlight.delete(written));
  }

  private async submit(visitor: SearchVisitor, query: string, resultCount: number): Promise<void> {
    const held = await this.take(visitor.id);
    if (held && !query.startsWith(held.query)) await this.write(held.client, held.query, held.resultCount);
    await this.write(visitor.client, query, resultCount);
  }

  /** Resolves once every search logged so far is written (held ones wait for their pause). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0 || this.batchWritten)
      await Promise.all([...this.inFlight, this.batchWritten]);
  }

  /** Removes the visitor's held search, wherever it is held. */
  private async take(visitor: string): Promise<HeldSearch | null> {
    const held = this.pending.get(visitor);
    if (held) {
      clearTimeout(held.timer);
      this.pending.delete(visitor);
      return held;
    }
    if (!this.shared?.available()) return null;
    return this.shared.take(visitor).catch((error: unknown) => {
      this.onError(error);
      return null;
    });
  }

  /** Logs the shared held searches that are due (those of a dead instance too). */
  private async sweep(): Promise<void> {
    if (this.sweeping || !this.shared?.available()) return;
    this.sweeping = true;
    try {
      const due = await this.shared.takeDue(Date.now());
      await Promise.all(due.map((held) => this.write(held.client, held.query, held.resultCount)));
    } catch (error) {
      this.onError(error);
    } finally {
      this.sweeping = false;
    }
  }

  /** Stops logging shared held searches (they wait for the other instances) and logs the ones held here. */
  async close(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    this.shared = null;
    await this.flush();
  }

  /** Logs every held query now, and waits for every write under way. */
  async flush(): Promise<void> {
    const writes = [...this.pending.keys()].map((visitor) => this.release(visitor));
    await Promise.all(writes);
    await this.settled();
  }

  /** Logs the visitor's held query now (they opened a result: the search is finished). */
  async finishVisitor(visitor: string): Promise<void> {
    const held = await this.take(visitor);
    if (held) await this.write(held.client, held.query, held.resultCount);
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
    const now = clock.nowMs();
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

  /**
   * Batches are written one after the other: a repeat is dropped by reading the searches already
   * written, so a batch written alongside the one before would miss the repeats in it (a visitor
   * repeating a search faster than a write commits, as a cached answer lets them).
   */
  private writeBatch(): Promise<void> {
    const searches = this.batch;
    this.batch = [];
    this.batchWritten = null;
    const written = this.lastBatch
      .then(async () => {
        await recordSearches(this.db, searches);
      })
      .catch(this.onError);
    this.lastBatch = written;
    return written;
  }
}
