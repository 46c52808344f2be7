import type { Db } from "../database.ts";
import type { Dialect } from "../dialects/dialect.ts";
import { FullTextSearchIndex } from "./fullTextSearchIndex.ts";
import { postgresSearchEngine } from "./postgresSearchEngine.ts";
import type { SearchIndex } from "./searchIndex.ts";
import { sqliteSearchEngine } from "./sqliteSearchEngine.ts";

/** The search index for the running database (FTS5 on SQLite, tsvector on PostgreSQL). */
export function createSearchIndex(dialect: Dialect, db: Db): SearchIndex {
  return new FullTextSearchIndex(
    dialect.name === "sqlite" ? sqliteSearchEngine : postgresSearchEngine,
    () => db,
  );
}
