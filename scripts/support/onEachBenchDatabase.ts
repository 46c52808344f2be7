import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * Runs a benchmark on SQLite, then on a throw-away PostgreSQL database when BENCH_DATABASE_URL
 * or TEST_DATABASE_URL names a server (created for the run, dropped after it).
 * BENCH_ONLY=sqlite|postgres runs one of the two (a long run per database, one at a time).
 */
export async function onEachBenchDatabase(
  bench: (label: string, databaseUrl: string | undefined) => Promise<void>,
): Promise<void> {
  const only = process.env.BENCH_ONLY;
  if (only !== "postgres") await bench("SQLite", undefined);
  if (only === "sqlite") return;
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log("\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
    return;
  }
  const name = `cairn_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template template0`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await bench("PostgreSQL", url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
