import path from "node:path";
import type { Kysely } from "kysely";
import type { Dialect } from "./dialects/dialect.ts";
import { openPostgres, postgresDialect } from "./dialects/postgresDialect.ts";
import { openSqlite, sqliteDialect } from "./dialects/sqliteDialect.ts";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  /** Where the public search reads (PostgreSQL: connections set up for it; SQLite: `db`). */
  searchReader: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, SQLite. */
  databaseUrl?: string | undefined;
  /** SQLite file, or ":memory:". */
  sqliteFile?: string;
  dataDir?: string;
  poolSize?: number;
}

/** Opens the database the configuration names: PostgreSQL when a URL is given, else SQLite. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const { db, searchReader } = openPostgres(options.databaseUrl, options.poolSize ?? 10);
    return {
      db,
      searchReader,
      dialect: postgresDialect,
      close: async () => {
        await Promise.all([db.destroy(), searchReader.destroy()]);
      },
    };
  }
  const file = options.sqliteFile ?? path.join(options.dataDir ?? "./data", "cairn.sqlite");
  const { db } = openSqlite(file);
  return { db, searchReader: db, dialect: sqliteDialect, close: () => db.destroy() };
}
