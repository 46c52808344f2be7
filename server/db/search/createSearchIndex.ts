import type { Db } from "../database.ts";
import type { Dialect } from "../dialects/dialect.ts";
import { FullTextSearchIndex } from "./fullTextSearchIndex.ts";
import { postgresSearchEngine } from "./postgresSearchEngine.ts";
import type { SearchIndex } from "./searchIndex.ts";
import { sqliteSearchEngine } from "./sqliteSearchEngine.ts";

/**
 * The search index for the running database (FTS5 on SQLite, tsvector on PostgreSQL), as a
 * plain object so that callers may wrap or spread it.
 */
export function createSearchIndex(dialect: Dialect, db: Db): SearchIndex {
  const index = new FullTextSearchIndex(
    dialect.name === "sqlite" ? sqliteSearchEngine : postgresSearchEngine,
    () => db,
  );
  return {
    syncArticle: (trx, articleId) => index.syncArticle(trx, articleId),
    removeArticle: (trx, articleId) => index.removeArticle(trx, articleId),
    syncCategory: (trx, categoryId) => index.syncCategory(trx, categoryId),
    rebuild: (database) => index.rebuild(database),
    search: (database, request) => index.search(database, request),
    refreshWords: () => index.refreshWords(),
  };
}
