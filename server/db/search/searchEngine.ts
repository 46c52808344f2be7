import type { Db } from "../database.ts";
import type { QueryPlan } from "./queryPlan.ts";
import type { Candidate } from "./ranking.ts";

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

/** "all": a document must match every slot; "any": at least one (the fallback for questions). */
export type MatchMode = "all" | "any";

/**
 * What differs per database: storing documents and running a query plan. Everything else
 * (query parsing, typos, synonyms, final ranking, snippets) is shared, so both rank alike.
 */
export interface SearchEngine {
  put(trx: Db, document: IndexedDocument): Promise<void>;
  remove(trx: Db, articleId: number): Promise<void>;
  clear(trx: Db): Promise<void>;
  /** The engine's best `limit` matches, best first. */
  match(db: Db, plan: QueryPlan, mode: MatchMode, limit: number): Promise<Candidate[]>;
  count(db: Db, plan: QueryPlan, mode: MatchMode): Promise<number>;
}
