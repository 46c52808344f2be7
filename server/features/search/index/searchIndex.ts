import type { Snippet } from "../../../../shared/schemas/search.ts";
import type { Db } from "../../../platform/db/database.ts";
import type { ArticleRow } from "../engines/searchEngine.ts";

export interface SearchRequest {
  /** Raw visitor text; the index normalises and cuts it. */
  query: string;
  /** Staff-edited synonym groups from settings ("refund, money back"). */
  synonyms: string[];
  /** Absent: the dropdown's short answer. Present: that page of the full ranked list. */
  page?: number;
}

/** One article a search shows, published, with its passage around the matched words. */
export interface SearchHit {
  /** Its place in the ranked list (0: the best match), counted from the list's start on every page. */
  rank: number;
  article: ArticleRow;
  snippet: Snippet;
}

/** What a search found, before it is shaped into the API's answer (see presentSearch). */
export interface SearchFindings {
  /** The normalised query as it is logged ("" when too short to search). */
  normalizedQuery: string;
  /** Matches counted: a results page's total; for the dropdown, enough for analytics. */
  total: number;
  /**
   * True when a results page's total stopped counting at the list's end (MAX_CANDIDATES): more
   * articles match than it says ("1,000+ results").
   */
  totalIsLowerBound: boolean;
  /** Absent: the dropdown's few best. Present: that page of the full ranked list. */
  page?: number | undefined;
  /** On a results page: whether the ranked list goes on after this page. */
  hasMore: boolean;
  /** The articles to show, best first: the dropdown's best, or the page's window of the list. */
  hits: SearchHit[];
  /** True when the title holds every word of the query (each as typed or as one of its variants). */
  titleHoldsEveryWord(title: string): boolean;
  /**
   * When nothing matched: the query with its misspelt words replaced by the closest words of the
   * help center, which does find articles ("Did you mean …?").
   */
  didYouMean?: string;
  /**
   * The hits answer only part of the query: nothing matched it whole, so the words the help
   * center never uses were left out, and the rest (specific enough) matched.
   */
  partial?: boolean;
}

/**
 * The full-text index over published articles, on either database: the indexer keeps it in
 * step with the articles (writes in the caller's transaction, so the index never disagrees
 * with them) and the query pipeline reads it.
 */
export interface SearchIndex {
  /** Re-reads the article and indexes it if it is published, else removes it. */
  syncArticle(trx: Db, articleId: number): Promise<void>;
  /** Removes an article (before it is deleted). */
  removeArticle(trx: Db, articleId: number): Promise<void>;
  /** Re-indexes every article of a category (after a rename). */
  syncCategory(trx: Db, categoryId: number): Promise<void>;
  /** Rebuilds the whole index (after a bulk import or seed). */
  rebuild(db: Db): Promise<void>;
  /** Runs a search: the articles to show and how many match. */
  search(db: Db, request: SearchRequest): Promise<SearchFindings>;
  /** Reads the indexed words at the next search, in the background (another instance indexed new ones). */
  refreshWords(): void;
  /**
   * Grows whenever what a search may answer changes here (an article indexed or removed, a
   * rebuild, words read into the vocabulary), so that answers kept from before are known to be out of date.
   */
  version(): number;
}
