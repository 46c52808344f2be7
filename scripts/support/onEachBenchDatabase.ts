import { withThrowawayPostgres } from "./throwawayPostgres.ts";

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
  await withThrowawayPostgres(serverUrl, (databaseUrl) => bench("PostgreSQL", databaseUrl));
}
