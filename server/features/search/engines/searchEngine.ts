import type { Db } from "../../../platform/db/database.ts";
import type { QueryPlan } from "../query/queryPlan.ts";

/** The text of one published article as it is indexed. */
export interface IndexedDocument {
  articleId: number;
  title: string;
  /** Tags joined by spaces. */
  tags: string;
  summary: string;
  body: string;
  category: string;
}

/** What a match returns: every field but the body (long; read only for the few that need it). */
export type MatchedDocument = Omit<IndexedDocument, "body"> & {
  /** With `withArticles` or among the `likelyShown`, where the engine can read it in the same statement. */
  article?: ArticleRow;
};

/** An indexed article as the engines return it: its fields and its place in the engine's order. */
export interface Candidate extends MatchedDocument {
  /** 0 for the engine's best match, 1 for the next… */
  engineOrder: number;
}

/** How much of a body ranking and snippets read: its first 2,000 characters. */
export const ARTICLE_BODY_CHARS = 2000;

/** An article as a search answer presents it, with the start of its body (ARTICLE_BODY_CHARS). */
export interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  status: string;
  categoryName: string | null;
  categorySlug: string | null;
  body: string;
}

/** "all": a document must match every slot; "any": at least one (the fallback for questions). */
export type MatchMode = "all" | "any";

/**
 * "head": only title, tags and summary (few documents, cheap to rank); "everything": the body
 * and category too. "rank": the engine's relevance order; "recent": newest first, for match sets
 * too large to rank within the latency budget (the head pass has already found the best);
 * "rank-when-few": with `matchAndCount`, "rank" when the count is at most `rankBodyMatchesUpTo`,
 * else "recent" (one statement where the engine can; with `match` alone, "rank").
 */
export interface MatchOptions {
  mode: MatchMode;
  scope: "head" | "everything";
  order: "rank" | "recent" | "rank-when-few";
  limit: number;
  /**
   * Also each match's ArticleRow, for matches whose bodies ranking will read anyway (body
   * matches): an engine with round trips reads them in the same statement; one without may
   * leave them out (they are read by id afterwards).
   */
  withArticles?: boolean;
  /**
   * Also the ArticleRows of the first this many matches (in the engine's order), where the
   * engine reads them in the same statement: those the answer will most likely show, so that
   * showing them needs no read of its own. The re-ranking moves a candidate by a few places.
   */
  likelyShown?: number;
  /**
   * The ids `matchAndCount` handed over (`counted`) for this plan and scope, earlier in the
   * same search: the matches are read by id instead of being found again.
   */
  among?: readonly number[];
}

/** What `matchAndCount` answers. */
export interface MatchesAndCount {
  candidates: Candidate[];
  total: number;
  /**
   * The ids of the counted scope's matches as the count found them (at most the first 1,000),
   * when the engine kept them and `candidates` did not fill `limit`: a following `match` of
   * that scope takes them as `among`. Absent where finding them again costs nothing extra.
   */
  counted?: number[];
}

/**
 * What differs per database: storing documents and running a query plan. Everything else
 * (query parsing, typos, synonyms, final ranking, snippets) is shared, so both rank alike.
 */
export interface SearchEngine {
  /** Body matches are ranked by the engine up to this many; beyond, newest first. */
  rankBodyMatchesUpTo: number;
  put(trx: Db, document: IndexedDocument): Promise<void>;
  /** The ArticleRows of these articles (any status; those not found are left out). */
  readArticles(db: Db, articleIds: number[]): Promise<ArticleRow[]>;
  remove(trx: Db, articleId: number): Promise<void>;
  clear(trx: Db): Promise<void>;
  /** The engine's best `limit` matches, best first. */
  match(db: Db, plan: QueryPlan, options: MatchOptions): Promise<Candidate[]>;
  /**
   * `match`, and the documents matching the same plan in `count.scope`, counted up to
   * `count.upTo` (a results page never reaches further): one statement where the engine can.
   */
  matchAndCount(
    db: Db,
    plan: QueryPlan,
    options: MatchOptions,
    count: { scope: MatchOptions["scope"]; upTo: number },
  ): Promise<MatchesAndCount>;
  /**
   * Indexed words that look like `word` (possibly `word` itself), most alike first, at most
   * `limit`, read from the database at the moment of asking: typo candidates that the
   * in-memory vocabulary may not hold yet (another instance indexed them). An engine without
   * such an index answers [] and the in-memory vocabulary stays the only source.
   */
  similarWords(db: Db, word: string, limit: number): Promise<string[]>;
  /**
   * Runs one search's reads, in a read transaction where the database needs one to plan them
   * well (PostgreSQL, below).
   */
  read<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T>;
  /** After a bulk rebuild: brings the database's statistics or segments up to date. */
  optimize(db: Db): Promise<void>;
}
