import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import SqliteDatabase from "better-sqlite3";
import type { DialectName } from "../platform/db/dialects/dialect.ts";
import { assertPostgresDumpFromMigrations, assertSqliteSchemaFromMigrations } from "./restoredSchemaCheck.ts";

const run = promisify(execFile);

/** Where a database lives: a PostgreSQL URL, or else a SQLite file. */
export interface DatabaseLocation {
  databaseUrl?: string | undefined;
  sqliteFile: string;
}

export function dialectOf(location: DatabaseLocation): DialectName {
  return location.databaseUrl ? "postgres" : "sqlite";
}

/** The file name a dump of this database has inside a backup archive. */
export function dumpFileName(dialect: DialectName): string {
  return dialect === "postgres" ? "database.pgdump" : "database.sqlite";
}

/**
 * A PostgreSQL URL split into one without its password and the environment that carries it:
 * a password on a command line is visible to every user of the machine (ps, /proc).
 */
export function postgresCommandTarget(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    url: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/**
 * Writes a consistent copy of the database to `file` while it keeps serving: SQLite's online
 * backup API (pages copied under a read transaction; writers carry on in WAL), or `pg_dump`
 * (one repeatable-read snapshot) in its custom format.
 */
export async function dumpDatabase(location: DatabaseLocation, file: string): Promise<void> {
  if (location.databaseUrl) {
    const target = postgresCommandTarget(location.databaseUrl);
    await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", "--file", file, target.url], {
      env: target.env,
    });
    fs.chmodSync(file, 0o600);
    return;
  }
  if (!fs.existsSync(location.sqliteFile)) throw new Error(`No database at ${location.sqliteFile}.`);
  const source = new SqliteDatabase(location.sqliteFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(file);
    fs.chmodSync(file, 0o600);
  } finally {
    source.close();
  }
}

async function postgresTableCount(url: string): Promise<number> {
  // Loaded here: only a PostgreSQL database's backup or restore needs it.
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      "select count(*) as count from information_schema.tables where table_schema = 'public'",
    );
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Puts a dump back into an empty database, refusing one that has any table: a restore never
 * merges into or overwrites live data. On PostgreSQL the whole restore is one transaction.
 */
export async function loadDatabaseDump(location: DatabaseLocation, file: string): Promise<void> {
  if (location.databaseUrl) {
    if ((await postgresTableCount(location.databaseUrl)) > 0)
      throw new Error("The target PostgreSQL database has tables: restore needs an empty database.");
    await assertPostgresDumpFromMigrations(file);
    const target = postgresCommandTarget(location.databaseUrl);
    await run(
      "pg_restore",
      [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        "--dbname",
        target.url,
        file,
      ],
      { env: target.env },
    );
    return;
  }
  if (fs.existsSync(location.sqliteFile) && fs.statSync(location.sqliteFile).size > 0) {
    const target = new SqliteDatabase(location.sqliteFile, { readonly: true });
    const tables = target
      .prepare("select count(*) as count from sqlite_master where type = 'table'")
      .get() as {
      count: number;
    };
    target.close();
    if (tables.count > 0)
      throw new Error(
        `${location.sqliteFile} has tables: restore needs an empty (or missing) database file.`,
      );
  }
  await assertSqliteSchemaFromMigrations(file);
  fs.mkdirSync(path.dirname(location.sqliteFile), { recursive: true });
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${location.sqliteFile}${suffix}`, { force: true });
  fs.copyFileSync(file, location.sqliteFile);
  fs.chmodSync(location.sqliteFile, 0o600);
}
