import type SqliteDatabase from "better-sqlite3";
import { memoizeRecent } from "../../../lib/memoizeRecent.ts";

/** Distinct SQL texts kept prepared; Kysely's queries come from a few hundred shapes. */
const MAX_STATEMENTS = 500;

/**
 * better-sqlite3 with its prepared statements reused: Kysely prepares every query afresh, and
 * on a page that makes a dozen small queries the preparing costs about as much as the running.
 * Reuse is safe because better-sqlite3 runs each statement to completion synchronously (this
 * app never streams a SQLite result, which would hold a statement open across awaits).
 */
export function withStatementCache(raw: SqliteDatabase.Database): SqliteDatabase.Database {
  const prepare = memoizeRecent(MAX_STATEMENTS, (source: string) => raw.prepare(source));
  return new Proxy(raw, {
    get(target, property, receiver) {
      if (property === "prepare") return prepare;
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
