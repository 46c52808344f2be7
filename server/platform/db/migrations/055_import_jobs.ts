import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * Imports run as jobs: an uploaded archive is unpacked under DATA_DIR/imports, checked (a dry
 * run), confirmed, then imported by whichever instance claims the row. Progress and reports live
 * here so every instance can answer for them. `running_lock` is "import" while a job checks or
 * imports and null otherwise: its unique index lets only one import run at a time.
 */
export function importJobsMigration(dialect: Dialect): Migration {
  const ts = dialect.timestampType;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("import_jobs")
        .ifNotExists()
        .addColumn("id", dialect.idType, (col) =>
          dialect.autoIncrement ? col.primaryKey().autoIncrement() : col.primaryKey(),
        )
        .addColumn("source", "text", (col) => col.notNull())
        .addColumn("file_name", "text", (col) => col.notNull())
        .addColumn("options", "text", (col) => col.notNull())
        .addColumn("work_dir", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull())
        .addColumn("running_lock", "text", (col) => col.unique())
        .addColumn("done", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("total", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("dry_run_report", "text")
        .addColumn("report", "text")
        .addColumn("error", "text")
        .addColumn("created_by", "integer", (col) => col.references("users.id").onDelete("set null"))
        .addColumn("created_at", ts, (col) => col.notNull())
        .addColumn("updated_at", ts, (col) => col.notNull())
        .addColumn("claimed_at", ts)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("import_jobs").ifExists().execute();
    },
  };
}
