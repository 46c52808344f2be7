import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { createScratchPostgresDatabase } from "../../scripts/support/scratchPostgresDatabase.ts";
import type { DatabaseLocation } from "../../server/backup/databaseDump.ts";
import { type DatabaseHandle, openDatabase } from "../../server/platform/db/database.ts";
import type { DialectName } from "../../server/platform/db/dialects/dialect.ts";
import { migrateToLatest } from "../../server/platform/db/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated SQLite file that test databases start as a copy of. */
    migratedSqliteTemplate: string;
    /** A migrated PostgreSQL database that test databases are created from (TEST_DATABASE_URL set). */
    migratedPostgresTemplate: string;
  }
}

/** Where the run's global set-up (test/support/migratedTemplates.ts) leaves each migrated template. */
export const migratedTemplateKey = {
  sqlite: "migratedSqliteTemplate",
  postgres: "migratedPostgresTemplate",
} as const;

/**
 * The databases the integration suite runs on: SQLite, and PostgreSQL when TEST_DATABASE_URL is
 * set. TEST_DIALECTS=postgres keeps PostgreSQL alone, for a run whose SQLite half another run
 * beside it covers (npm test's unit-postgres suite); tests that are not run per database run
 * either way.
 */
export function testDialects(): DialectName[] {
  const available: DialectName[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
  const chosen = process.env.TEST_DIALECTS?.split(",").map((name) => name.trim());
  return chosen ? available.filter((dialect) => chosen.includes(dialect)) : available;
}

export interface ReservedDatabase {
  /** Where the database is: a PostgreSQL URL (database created, empty) or a SQLite file (not yet created). */
  location: DatabaseLocation;
  open(poolSize?: number): DatabaseHandle;
  /** Closes what `open` opened and removes the database entirely. */
  drop(): Promise<void>;
}

/**
 * A new database of the given kind, not yet opened (a restore writes into it first): empty, or a
 * copy of `template` (SQLite: a database file; PostgreSQL: a database's name on the same server).
 */
export async function reserveTestDatabase(
  dialect: DialectName,
  template?: string,
): Promise<ReservedDatabase> {
  const name = `cairn_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const handles: DatabaseHandle[] = [];
  const closeAll = () => Promise.all(handles.map((handle) => handle.close()));
  if (dialect === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-"));
    const sqliteFile = path.join(dir, `${name}.sqlite`);
    if (template) fs.copyFileSync(template, sqliteFile);
    return {
      location: { sqliteFile },
      open: () => {
        const handle = openDatabase({ sqliteFile });
        handles.push(handle);
        return handle;
      },
      drop: async () => {
        await closeAll();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const { databaseUrl, drop } = await createScratchPostgresDatabase(
    process.env.TEST_DATABASE_URL!,
    name,
    template,
  );
  return {
    location: { databaseUrl, sqliteFile: "" },
    open: (poolSize = 5) => {
      const handle = openDatabase({ databaseUrl, poolSize });
      handles.push(handle);
      return handle;
    },
    drop: async () => {
      await closeAll();
      await drop();
    },
  };
}

/** A fresh, empty database of the given kind, opened; `drop` removes it entirely. */
export async function createTestDatabase(
  dialect: DialectName,
): Promise<{ handle: DatabaseHandle; location: DatabaseLocation; drop: () => Promise<void> }> {
  const reserved = await reserveTestDatabase(dialect);
  return { handle: reserved.open(), location: reserved.location, drop: reserved.drop };
}

/**
 * A fresh database of the given kind with every migration applied, opened: a copy of the run's
 * migrated template (test/support/migratedTemplates.ts) where the suite has one, else migrated
 * here. For suites that start the app on it; `drop` removes it entirely.
 */
export async function createMigratedTestDatabase(
  dialect: DialectName,
): Promise<{ handle: DatabaseHandle; location: DatabaseLocation; drop: () => Promise<void> }> {
  const template = inject(migratedTemplateKey[dialect]);
  const reserved = await reserveTestDatabase(dialect, template);
  const handle = reserved.open();
  if (!template) await migrateToLatest(handle);
  return { handle, location: reserved.location, drop: reserved.drop };
}
