/**
 * The search module's front door, and the calling convention the whole module follows.
 *
 * Search keeps state between requests: the vocabulary in memory, cached query plans and synonym
 * groups, and searches held until their visitor pauses typing. So its services are classes,
 * built once with their dependencies passed in explicitly: this SearchService, built in
 * buildApp (it builds its SearchEventLog), and the index's SearchIndexer and
 * SearchQueryPipeline, built in buildApp by createSearchIndex (they share one vocabulary). A
 * `fn(ctx, input)` would have to keep that state on the app context or in module globals.
 * Everything below them keeps no state and is a plain function: parsing and ranking in query/
 * are pure; the writes in events/ (searches, clicks, rollups, windows, retention) take the
 * database first, as repos do, so they join the caller's transaction (recordSearchClick takes
 * the few dependencies it reads). Nothing in search reads the app context.
 */
import { createHmac } from "node:crypto";
import type { SearchClick } from "../../../shared/schemas/searchClick.ts";
import { clock } from "../../platform/clock.ts";
import type { Db } from "../../platform/db/database.ts";
import type { SettingsStore } from "../settings/settingsStore.ts";
import { type ClickOutcome, recordSearchClick } from "./events/searchClicks.ts";
import { SearchEventLog, type SearchVisitor, type SharedHeldSearches } from "./events/searchEventLog.ts";
import type { SearchFindings, SearchIndex } from "./index/searchIndex.ts";

/** Who searched: analytics count one visitor's typing burst once. */
export interface Searcher {
  ip: string;
  userAgent: string | undefined;
}

export interface SearchQuery {
  q: string;
  /** Absent: the dropdown's short answer. Present: that page of the full ranked list. */
  page?: number | undefined;
  /** "submit" (or a results page's first page) is a finished search, logged at once. */
  mode?: "dropdown" | "submit" | undefined;
}

/**
 * A visitor in the search log, keyed with the server secret so no address is kept or can be
 * recovered by hashing guesses. Analytics count the client address, so a script cannot become
 * many visitors by changing its User-Agent; typing bursts are told apart by address and browser.
 */
function visitorOf(searcher: Searcher, key: Buffer): SearchVisitor {
  const keyed = (value: string) => createHmac("sha256", key).update(value).digest("base64url").slice(0, 22);
  return {
    id: keyed(`search burst\n${searcher.ip}\n${searcher.userAgent ?? ""}`),
    client: keyed(`search client\n${searcher.ip}`),
  };
}

/**
 * Search, as the API and the server-rendered results page both run it: the index's answer with
 * the staff's synonyms, and one search event per finished search (see SearchEventLog).
 */
export class SearchService {
  private readonly events: SearchEventLog;

  constructor(
    private readonly deps: {
      db: Db;
      /** Where searches read (see DatabaseHandle); events and clicks are written to `db`. */
      searchReader: Db;
      search: SearchIndex;
      settings: SettingsStore;
      visitorKey: Buffer;
      rowLocks: boolean;
    },
    typingPauseMs: number,
    onLogError: (error: unknown) => void,
  ) {
    this.events = new SearchEventLog(deps.db, typingPauseMs, onLogError);
  }

  /** What the search found (presentSearch shapes it into the API's answer); the search is logged. */
  async search(query: SearchQuery, searcher: Searcher): Promise<SearchFindings> {
    const settings = await this.deps.settings.get();
    const findings = await this.deps.search.search(this.deps.searchReader, {
      query: query.q,
      synonyms: settings.search_synonyms,
      ...(query.page ? { page: query.page } : {}),
    });
    if (findings.normalizedQuery) {
      const visitor = visitorOf(searcher, this.deps.visitorKey);
      // Results for part of a query leave it unanswered: it stays among the No Results Queries.
      const logged = findings.partial ? 0 : findings.total;
      if (query.mode === "submit" || query.page === 1)
        this.events.submitted(visitor, findings.normalizedQuery, logged);
      else if (!query.page) this.events.typed(visitor, findings.normalizedQuery, logged);
    }
    return findings;
  }

  /**
   * The visitor opened a result of their search (the click beacon): their held search is logged
   * now, then the click is checked and counted (see recordSearchClick).
   */
  async opened(click: SearchClick, searcher: Searcher, now = clock.now()): Promise<ClickOutcome> {
    const visitor = visitorOf(searcher, this.deps.visitorKey);
    await this.events.finishVisitor(visitor.id);
    // A submitted search is written just after its answer: a click right behind that answer
    // (a fast reader, a busy database) waits for the write rather than finding no search.
    await this.events.settled();
    return recordSearchClick(this.deps, visitor.client, click, now);
  }

  /** Resolves once the searches logged so far are written (submitted ones are written after their answer). */
  settled(): Promise<void> {
    return this.events.settled();
  }

  /** Logs every search still waiting for its visitor's pause in this instance's memory (tests). */
  flush(): Promise<void> {
    return this.events.flush();
  }

  /** Holds searches waiting for their visitor's pause in a store every instance shares (Redis). */
  shareHeldSearches(shared: SharedHeldSearches): void {
    this.events.share(shared);
  }

  /** At shutdown: logs the searches held in memory; shared ones are left to the other instances. */
  close(): Promise<void> {
    return this.events.close();
  }
}
