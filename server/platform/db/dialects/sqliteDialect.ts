import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { CamelCasePlugin, Kysely, SqliteDialect, sql } from "kysely";
import type { Database } from "../schema.ts";
import { type Dialect, escapeLike, isClosedDatabase } from "./dialect.ts";
import { withStatementCache } from "./statementCache.ts";

export const sqliteDialect: Dialect = {
  name: "sqlite",
  idType: "integer",
  autoIncrement: true,
  timestampType: "text",
  containsInsensitive(column, term) {
    // SQLite's LIKE is case-insensitive for ASCII; lower() on both sides extends that to the rest.
    return sql<boolean>`lower(${column}) like ${`%${escapeLike(term.toLowerCase())}%`} escape '\\'`;
  },
  isUniqueViolation(error) {
    return (
      (error as { code?: string })?.code?.startsWith("SQLITE_CONSTRAINT_UNIQUE") === true ||
      (error as { code?: string })?.code === "SQLITE_CONSTRAINT_PRIMARYKEY"
    );
  },
  isUnavailable(error) {
    const code = (error as { code?: unknown })?.code;
    // Locked past the busy timeout, or the file went away or cannot be read: try again later.
    return (
      (typeof code === "string" && /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|READONLY_DBMOVED)/.test(code)) ||
      isClosedDatabase(error)
    );
  },
  rowLocks: false,
  async ping(db) {
    await sql`select 1`.execute(db);
  },
  async sizeInBytes(db) {
    // The main file's pages (the write-ahead log is folded in at checkpoints).
    const result = await sql<{
      bytes: number;
    }>`select page_count * page_size as bytes from pragma_page_count(), pragma_page_size()`.execute(db);
    return Number(result.rows[0]?.bytes ?? 0);
  },
  async settleAfterBulkWrite() {
    // Nothing: no statistics are kept (no ANALYZE), and the queries are written so that the
    // plan SQLite picks from its indexes alone is the right one at any size.
  },
};

/** Opens (creating if needed) the SQLite file: WAL, foreign keys on, a busy timeout. */
export function openSqlite(file: string): { db: Kysely<Database>; raw: SqliteDatabase.Database } {
  if (file !== ":memory:") {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // The database holds password hashes and session ids: readable by its owner alone. SQLite
    // gives its -wal and -shm files the main file's mode.
    fs.closeSync(fs.openSync(file, "a", 0o600));
    fs.chmodSync(file, 0o600);
  }
  const raw = new SqliteDatabase(file);
  raw.pragma("journal_mode = WAL");
  raw.pragma("foreign_keys = ON");
  raw.pragma("busy_timeout = 5000");
  raw.pragma("synchronous = NORMAL");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(raw) }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, raw };
}
