import type { Db } from "../../../platform/db/database.ts";
import type { Dialect } from "../../../platform/db/dialects/dialect.ts";
import { postgresSearchEngine } from "../engines/postgresSearchEngine.ts";
import { sqliteSearchEngine } from "../engines/sqliteSearchEngine.ts";
import { FullTextSearchIndex } from "./fullTextSearchIndex.ts";
import type { SearchIndex } from "./searchIndex.ts";

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
