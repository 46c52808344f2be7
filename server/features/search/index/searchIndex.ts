import type { SearchResponse } from "../../../../shared/schemas/search.ts";
import type { Db } from "../../../platform/db/database.ts";

export interface SearchRequest {
  /** Raw visitor text; the index normalises and cuts it. */
  query: string;
  /** Staff-edited synonym groups from settings ("refund, money back"). */
  synonyms: string[];
  /** Absent: the dropdown's short answer. Present: that page of the full ranked list. */
  page?: number;
}

export interface SearchAnswer {
  response: SearchResponse;
  /** Total matches, for analytics. */
  total: number;
  /** The normalised query as it is logged ("" when too short to search). */
  normalizedQuery: string;
}

/**
 * The full-text index over published articles. One implementation per database; writes happen
 * in the caller's transaction so the index never disagrees with the articles.
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
  search(db: Db, request: SearchRequest): Promise<SearchAnswer>;
  /** Re-reads the indexed words on the next search (another instance indexed new ones). */
  refreshWords(): void;
}
