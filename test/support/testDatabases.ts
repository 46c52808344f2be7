import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../../server/db/database.ts";
import type { DialectName } from "../../server/db/dialects/dialect.ts";

/** The databases the integration suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDialects(): DialectName[] {
  return process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
}

/** A fresh, empty database of the given kind; `drop` removes it entirely. */
export async function createTestDatabase(
  dialect: DialectName,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const name = `cairn_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  if (dialect === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-"));
    const handle = openDatabase({ sqliteFile: path.join(dir, `${name}.sqlite`) });
    return {
      handle,
      drop: async () => {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template template0`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    handle,
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
