import { Migrator } from "kysely";
import type { DatabaseHandle } from "./database.ts";
import { migrationsFor } from "./migrations/migrations.ts";

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
}
