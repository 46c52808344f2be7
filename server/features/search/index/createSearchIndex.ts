import type { Db } from "../../../platform/db/database.ts";
import type { Dialect } from "../../../platform/db/dialects/dialect.ts";
import { postgresSearchEngine } from "../engines/postgresSearchEngine.ts";
import { sqliteSearchEngine } from "../engines/sqliteSearchEngine.ts";
import { Vocabulary } from "../query/vocabulary.ts";
import type { SearchIndex } from "./searchIndex.ts";
import { SearchIndexer } from "./searchIndexer.ts";
import { SearchQueryPipeline } from "./searchQueryPipeline.ts";
import { allSearchWords, countSearchWords } from "./searchWordRepo.ts";
import { WordNetLexicon } from "./wordNetLexicon.ts";

/**
 * The search index for the running database (FTS5 on SQLite, tsvector on PostgreSQL): its
 * indexer and its query pipeline over one engine and one in-memory vocabulary (the indexer
 * adds each article's words at once; searches plan with them). A plain object, so that callers
 * may wrap or spread it.
 */
export function createSearchIndex(dialect: Dialect, db: Db): SearchIndex {
  const engine = dialect.name === "sqlite" ? sqliteSearchEngine : postgresSearchEngine;
  const vocabulary = new Vocabulary({ all: () => allSearchWords(db), count: () => countSearchWords(db) });
  const indexer = new SearchIndexer(engine, vocabulary);
  const pipeline = new SearchQueryPipeline(engine, vocabulary, WordNetLexicon.shared());
  let version = 0;
  // Counted before and after: a search running meanwhile reads either state, and neither is kept.
  const changing = async (change: Promise<void>) => {
    version += 1;
    try {
      await change;
    } finally {
      version += 1;
    }
  };
  return {
    syncArticle: (trx, articleId) => changing(indexer.syncArticle(trx, articleId)),
    removeArticle: (trx, articleId) => changing(indexer.removeArticle(trx, articleId)),
    syncCategory: (trx, categoryId) => changing(indexer.syncCategory(trx, categoryId)),
    rebuild: (database) => changing(indexer.rebuild(database)),
    search: (database, request) => pipeline.search(database, request),
    refreshWords: () => {
      version += 1;
      indexer.refreshWords();
    },
    // Words merged in the background after a check change answers too (typo fixes, completions).
    version: () => version + vocabulary.version,
  };
}
