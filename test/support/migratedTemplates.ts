import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createScratchPostgresDatabase } from "../../scripts/support/scratchPostgresDatabase.ts";
import { openDatabase } from "../../server/platform/db/database.ts";
import { migrateToLatest } from "../../server/platform/db/migrate.ts";
import { migratedTemplateKey } from "./testDatabases.ts";

/**
 * Vitest global set-up: migrates one database of each kind once per run, so that each of the
 * suite's hundreds of test databases is a copy (SQLite: 2 ms instead of 150 ms of migrations;
 * PostgreSQL: `create database ... template`, 85 ms instead of 460 ms) rather than a new
 * migration. What the copies hold is exactly what the migrations write: the migrations test
 * itself still starts from empty databases. Answers the teardown that removes both.
 */
export default async function migrateTemplates(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-template-"));
  let dropPostgres: (() => Promise<void>) | undefined;
  const removeTemplates = async () => {
    await dropPostgres?.();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // Vitest runs the teardown only when set-up returned it: a migration that fails here removes
  // what was made so far itself, or every failed run would leave a template database behind.
  try {
    const sqliteFile = path.join(dir, "migrated.sqlite");
    const sqlite = openDatabase({ sqliteFile });
    await migrateToLatest(sqlite);
    await sqlite.close();
    // Closing the last connection checkpoints the write-ahead log into the file: the file alone is the database.
    if (fs.existsSync(`${sqliteFile}-wal`)) throw new Error("the SQLite template kept a write-ahead log");
    project.provide(migratedTemplateKey.sqlite, sqliteFile);

    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const name = `cairn_template_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
      const scratch = await createScratchPostgresDatabase(serverUrl, name);
      dropPostgres = scratch.drop;
      const postgres = openDatabase({ databaseUrl: scratch.databaseUrl, poolSize: 1 });
      try {
        await migrateToLatest(postgres);
      } finally {
        // A template with a session open on it cannot be copied.
        await postgres.close();
      }
      project.provide(migratedTemplateKey.postgres, name);
    }
  } catch (error) {
    await removeTemplates().catch(() => {});
    throw error;
  }
  return removeTemplates;
}
