import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import SqliteDatabase from "better-sqlite3";
import { Migrator } from "kysely";
import { openDatabase } from "../platform/db/database.ts";
import { sqliteDialect } from "../platform/db/dialects/sqliteDialect.ts";
import { migrationsFor } from "../platform/db/migrations/migrations.ts";

const run = promisify(execFile);

interface SchemaObject {
  type: string;
  name: string;
  tblName: string;
  sql: string | null;
}

function schemaObjectsOf(file: string): SchemaObject[] {
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    return database
      .prepare("select type, name, tbl_name as tblName, sql from sqlite_master")
      .all() as SchemaObject[];
  } finally {
    database.close();
  }
}

function keyOf(object: SchemaObject): string {
  return [object.type, object.name, object.tblName, (object.sql ?? "").replace(/\s+/g, " ").trim()].join(
    "\n",
  );
}

function appliedMigrationsOf(file: string): string[] {
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    return (
      database.prepare("select name from kysely_migration order by name").all() as { name: string }[]
    ).map((row) => row.name);
  } catch {
    throw new Error("The backup's database has no migration record: it is not a Cairn database.");
  } finally {
    database.close();
  }
}

/**
 * Refuses a SQLite database whose schema holds anything the migrations do not define (a trigger
 * that rewrites password hashes, a view, an altered table): the migrations it records are run on
 * an empty database, and every table, index, trigger and view of the backup must be one of the
 * objects that produces, word for word. SQLite's own internal tables are left out.
 */
export async function assertSqliteSchemaFromMigrations(dumpFile: string): Promise<void> {
  const applied = appliedMigrationsOf(dumpFile);
  const known = migrationsFor(sqliteDialect);
  const unknown = applied.filter((name) => !(name in known));
  if (unknown.length > 0)
    throw new Error(`The backup has migrations this version does not know (${unknown.join(", ")}).`);
  const last = applied.at(-1);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-schema-"));
  const referenceFile = path.join(folder, "reference.sqlite");
  try {
    const reference = openDatabase({ sqliteFile: referenceFile });
    try {
      if (last) {
        const migrator = new Migrator({
          db: reference.db,
          provider: { getMigrations: async () => known },
        });
        const { error } = await migrator.migrateTo(last);
        if (error) throw error;
      }
    } finally {
      await reference.close();
    }
    const expected = new Set(schemaObjectsOf(referenceFile).map(keyOf));
    const foreign = schemaObjectsOf(dumpFile).filter(
      (object) => !object.name.startsWith("sqlite_") && !expected.has(keyOf(object)),
    );
    if (foreign.length > 0)
      throw new Error(
        `The backup's database has objects the migrations do not define: ${foreign
          .map((object) => `${object.type} ${object.name}`)
          .join(", ")}. Refused.`,
      );
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The kinds of object a Cairn PostgreSQL dump holds (pg_restore --list), longest names first so
 * "TABLE DATA" is not read as "TABLE". The migrations create no function, trigger, view, rule or
 * policy, so a dump holding one is refused before anything is restored. Search's text search
 * configuration (migration 070) is data for the built-in stemmer, no code.
 */
const postgresEntryKinds = [
  "TEXT SEARCH CONFIGURATION",
  "TEXT SEARCH DICTIONARY",
  "SEQUENCE OWNED BY",
  "FK CONSTRAINT",
  "SEQUENCE SET",
  "TABLE DATA",
  "CONSTRAINT",
  "SEQUENCE",
  "DEFAULT",
  "SCHEMA",
  "TABLE",
  "INDEX",
];
const allowedExtensions = new Set(["pg_trgm", "plpgsql"]);

export async function assertPostgresDumpFromMigrations(dumpFile: string): Promise<void> {
  const { stdout } = await run("pg_restore", ["--list", dumpFile], { maxBuffer: 64 * 1024 * 1024 });
  const refused: string[] = [];
  for (const line of stdout.split("\n")) {
    if (line.trim() === "" || line.startsWith(";")) continue;
    const entry = /^\d+; \d+ \d+ (.*)$/.exec(line)?.[1];
    if (entry === undefined) {
      refused.push(line);
      continue;
    }
    const extension = /^(?:EXTENSION - |COMMENT - EXTENSION )(\S+)/.exec(entry);
    if (extension && allowedExtensions.has(extension[1] ?? "")) continue;
    const kind = postgresEntryKinds.find((candidate) => entry.startsWith(`${candidate} `));
    if (!kind) refused.push(entry.trim());
  }
  if (refused.length > 0)
    throw new Error(
      `The backup's database has objects the migrations do not define: ${refused.slice(0, 5).join("; ")}. Refused.`,
    );
}
