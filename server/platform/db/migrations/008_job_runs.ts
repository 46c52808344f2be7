import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * Several instances: one row per scheduled job recording when an instance last claimed it, so
 * that of many instances exactly one runs each job per period.
 */
export function jobRunsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("job_runs")
        .ifNotExists()
        .addColumn("name", "text", (col) => col.primaryKey())
        .addColumn("claimed_at", dialect.timestampType, (col) => col.notNull())
        .addColumn("finished_at", dialect.timestampType)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("job_runs").ifExists().execute();
    },
  };
}
