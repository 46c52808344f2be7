import { Migrator } from "kysely";
import type { DatabaseHandle } from "./database.ts";
import { migrationsFor, TABLES_REWRITTEN_BY } from "./migrations/migrations.ts";

/** Brings the schema up to date. Safe to run on every start: applied migrations are skipped. */
export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
  const rewritten = (results ?? [])
    .filter((result) => result.status === "Success")
    .flatMap((result) => TABLES_REWRITTEN_BY[result.migrationName] ?? []);
  if (rewritten.length > 0) await dialect.settleAfterBulkWrite(db, rewritten);
}
