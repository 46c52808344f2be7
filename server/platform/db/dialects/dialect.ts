import type { ColumnDataType, Expression, Kysely, SqlBool } from "kysely";

export type DialectName = "sqlite" | "postgres";

/**
 * What differs between SQLite and PostgreSQL. Only this folder and the search engines
 * (server/features/search/engines) know which database runs; everything else asks the dialect.
 */
export interface Dialect {
  name: DialectName;
  /** Column type of an auto-incrementing integer primary key. */
  idType: ColumnDataType;
  /** Modifier for that column (SQLite wants AUTOINCREMENT so ids are never reused). */
  autoIncrement: boolean;
  /** Column type of ISO-8601 timestamps. */
  timestampType: ColumnDataType;
  /** Case-insensitive "contains" over a text column. */
  containsInsensitive(column: Expression<string>, term: string): Expression<SqlBool>;
  /** True when the error is a unique-constraint violation. */
  isUniqueViolation(error: unknown): boolean;
  /** True when `select … for update` locks rows (PostgreSQL); SQLite serialises writers anyway. */
  rowLocks: boolean;
  /**
   * True when the error means the database cannot be reached right now (connection refused,
   * dropped or timed out, server shutting down, file locked for too long): the request is
   * answered 503 and may be retried, rather than 500.
   */
  isUnavailable(error: unknown): boolean;
  /** Probes the connection (readiness). */
  // biome-ignore lint/suspicious/noExplicitAny: any schema will do for "select 1"
  ping(db: Kysely<any>): Promise<void>;
  /** The database's size on disk in bytes, indexes included (the scale benchmark reports it). */
  // biome-ignore lint/suspicious/noExplicitAny: any schema, as ping
  sizeInBytes(db: Kysely<any>): Promise<number>;
  /**
   * After many rows were written at once (an import, a search index rebuild): brings the query
   * planner's statistics up to date, so that the next page is not planned on the row counts of
   * the empty database, and marks the new rows visible to all, so that counts and lists are
   * answered from their indexes alone. `tables`: only those (a migration that rewrote them);
   * every table without it.
   */
  // biome-ignore lint/suspicious/noExplicitAny: any schema, as ping
  settleAfterBulkWrite(db: Kysely<any>, tables?: readonly string[]): Promise<void>;
}

/** LIKE patterns treat % and _ as wildcards; escape them (with \) so they match literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * PostgreSQL ended the transaction to break a deadlock (SQLSTATE 40P01): retrying it whole is
 * safe. SQLite runs one writer at a time and never answers this.
 */
export function isDeadlock(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "40P01";
}

/** Kysely's error for a query on a closed database (while shutting down): unavailable, not broken. */
export function isClosedDatabase(error: unknown): boolean {
  return error instanceof Error && error.message === "driver has already been destroyed";
}
