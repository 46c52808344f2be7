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
import { type SearchResponse, searchResponseSchema } from "../../../shared/schemas/search.ts";
import type { SearchClick } from "../../../shared/schemas/searchClick.ts";
import { clock } from "../../platform/clock.ts";
import type { Db } from "../../platform/db/database.ts";
import type { SettingsStore } from "../settings/settingsStore.ts";
import { type ClickOutcome, recordSearchClick } from "./events/searchClicks.ts";
import { SearchEventLog, type SearchVisitor, type SharedHeldSearches } from "./events/searchEventLog.ts";
import type { SearchIndex } from "./index/searchIndex.ts";
import { normalizeQuery } from "./query/searchText.ts";
import { tuningGeneration } from "./query/searchTuning.ts";
import { type SearchAnswer, SearchAnswerCache } from "./searchAnswerCache.ts";
import { presentSearch } from "./searchPresenter.ts";
import { withMatchingSections } from "./sectionSnippets.ts";

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

/** An answer shaped once; its JSON is made when the API first sends it (results pages need none). */
class ShapedAnswer implements SearchAnswer {
  private text: string | undefined;

  constructor(
    readonly serial: number,
    readonly response: SearchResponse,
    readonly normalizedQuery: string,
    readonly loggedCount: number,
  ) {}

  get json(): string {
    // Checked against the API's schema as the route's serializer would, once per answer.
    this.text ??= JSON.stringify(searchResponseSchema.parse(this.response));
    return this.text;
  }
}

/**
 * Search, as the API and the server-rendered results page both run it: the index's answer with
 * the staff's synonyms, shaped for visitors, and one search event per finished search (see
 * SearchEventLog). Answers of repeated searches come from a cache (SearchAnswerCache) emptied by
 * every change to what searches read; a search answered from it is logged exactly as one that
 * ran.
 */
export class SearchService {
  private readonly events: SearchEventLog;
  private readonly answers: SearchAnswerCache;
  private answersMade = 0;
  /** What the kept answers were searched with: the index's version and the synonym groups. */
  private indexVersion: number;
  /** The ranking values the kept answers were made under (`npm run tune:search` changes them in place). */
  private tuning = tuningGeneration();
  private synonymGroups: readonly string[] | null = null;
  private synonymsText = "";

  constructor(
    private readonly deps: {
      db: Db;
      /** Where searches read (see DatabaseHandle); events and clicks are written to `db`. */
      searchReader: Db;
      search: SearchIndex;
      settings: SettingsStore;
      visitorKey: Buffer;
      rowLocks: boolean;
      /** Answers of repeated searches kept (SEARCH_CACHE_ENTRIES); 0 runs every search. */
      answerCacheEntries: number;
    },
    typingPauseMs: number,
    onLogError: (error: unknown) => void,
  ) {
    this.events = new SearchEventLog(deps.db, typingPauseMs, onLogError);
    this.answers = new SearchAnswerCache(deps.answerCacheEntries);
    this.indexVersion = deps.search.version();
  }

  /** The search's answer, shaped for visitors (the API's body, the results page's data); the search is logged. */
  async answer(query: SearchQuery, searcher: Searcher): Promise<SearchAnswer> {
    const { search_synonyms: synonyms } = await this.deps.settings.get();
    this.forgetOutdatedAnswers(synonyms);
    // What decides the answer: the query as the index reads it, and the page (none: the dropdown's).
    const key = `${query.page ?? 0} ${normalizeQuery(query.q)}`;
    let answer = this.answers.get(key);
    if (!answer) {
      const generation = this.answers.generation;
      const findings = await this.deps.search.search(this.deps.searchReader, {
        query: query.q,
        synonyms,
        ...(query.page ? { page: query.page } : {}),
      });
      const response = await withMatchingSections(this.deps.db, presentSearch(findings), query.q);
      // Results for part of a query leave it unanswered: it stays among the No Results Queries.
      const logged = findings.partial ? 0 : findings.total;
      this.answersMade += 1;
      answer = new ShapedAnswer(this.answersMade, response, findings.normalizedQuery, logged);
      // The index changed while this search read it: the answer may show what came before.
      this.forgetOutdatedAnswers(synonyms);
      this.answers.set(key, answer, generation);
    }
    this.log(query, searcher, answer);
    return answer;
  }

  /** Empties the answer cache: what searches read changed (the content-change bus calls it). */
  forgetAnswers(): void {
    this.answers.clear();
  }

  /**
   * Answers kept from before a change nothing announced here are dropped: an article indexed by
   * a write that publishes no change (a script, a test's factory), synonyms read anew.
   */
  private forgetOutdatedAnswers(synonyms: readonly string[]): void {
    const version = this.deps.search.version();
    if (version !== this.indexVersion || tuningGeneration() !== this.tuning) {
      this.indexVersion = version;
      this.tuning = tuningGeneration();
      this.answers.clear();
    }
    if (synonyms !== this.synonymGroups) {
      this.synonymGroups = synonyms;
      const text = synonyms.join("\n");
      if (text !== this.synonymsText) {
        this.synonymsText = text;
        this.answers.clear();
      }
    }
  }

  /** One search event per finished search, by the same rules whether the answer was kept or not. */
  private log(query: SearchQuery, searcher: Searcher, answer: SearchAnswer): void {
    if (!answer.normalizedQuery) return;
    const visitor = visitorOf(searcher, this.deps.visitorKey);
    if (query.mode === "submit" || query.page === 1)
      this.events.submitted(visitor, answer.normalizedQuery, answer.loggedCount);
    else if (!query.page) this.events.typed(visitor, answer.normalizedQuery, answer.loggedCount);
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
