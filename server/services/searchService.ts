import { createHash } from "node:crypto";
import type { SearchResponse } from "../../shared/schemas/search.ts";
import type { SearchClick } from "../../shared/schemas/searchClick.ts";
import type { Db } from "../db/database.ts";
import type { SearchIndex } from "../db/search/searchIndex.ts";
import { type ClickOutcome, recordSearchClick } from "./searchClicks.ts";
import { SearchEventLog } from "./searchEventLog.ts";
import type { SettingsStore } from "./settingsStore.ts";

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

/** A visitor's key in the search log: their address and browser, hashed (no address is kept). */
function visitorKey(searcher: Searcher): string {
  return createHash("sha256")
    .update(`${searcher.ip}\n${searcher.userAgent ?? ""}`)
    .digest("base64url");
}

/**
 * Search, as the API and the server-rendered results page both run it: the index's answer with
 * the staff's synonyms, and one search event per finished search (see SearchEventLog).
 */
export class SearchService {
  private readonly events: SearchEventLog;

  constructor(
    private readonly deps: { db: Db; search: SearchIndex; settings: SettingsStore; rowLocks: boolean },
    typingPauseMs: number,
    onLogError: (error: unknown) => void,
    retentionDays = 400,
  ) {
    this.events = new SearchEventLog(deps.db, typingPauseMs, onLogError, retentionDays);
  }

  async search(query: SearchQuery, searcher: Searcher): Promise<SearchResponse> {
    const settings = await this.deps.settings.get();
    const answer = await this.deps.search.search(this.deps.db, {
      query: query.q,
      synonyms: settings.search_synonyms,
      ...(query.page ? { page: query.page } : {}),
    });
    if (answer.normalizedQuery) {
      const visitor = visitorKey(searcher);
      if (query.mode === "submit" || query.page === 1)
        await this.events.submitted(visitor, answer.normalizedQuery, answer.total);
      else if (!query.page) this.events.typed(visitor, answer.normalizedQuery, answer.total);
    }
    return answer.response;
  }

  /**
   * The visitor opened a result of their search (the click beacon): their held search is logged
   * now, then the click is checked and counted (see recordSearchClick).
   */
  async opened(click: SearchClick, searcher: Searcher, now = new Date()): Promise<ClickOutcome> {
    const visitor = visitorKey(searcher);
    await this.events.finishVisitor(visitor);
    return recordSearchClick(this.deps, visitor, click, now);
  }

  /** Logs every search still waiting for its visitor's pause (at shutdown, and in tests). */
  flush(): Promise<void> {
    return this.events.flush();
  }
}
