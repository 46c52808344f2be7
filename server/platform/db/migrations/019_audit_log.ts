import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * The audit log: one row per staff action that changed something, written in the same
 * transaction as the change. The actor's email is copied in, so an entry still names who acted
 * after the account is deleted. Rows are only ever inserted, and pruned by age.
 */
export function auditLogMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("audit_log")
        .ifNotExists()
        .addColumn("id", dialect.idType, (col) =>
          dialect.autoIncrement ? col.primaryKey().autoIncrement() : col.primaryKey(),
        )
        .addColumn("at", dialect.timestampType, (col) => col.notNull())
        .addColumn("actor_id", "integer")
        .addColumn("actor_email", "text")
        .addColumn("action", "text", (col) => col.notNull())
        .addColumn("entity_type", "text", (col) => col.notNull())
        .addColumn("entity_id", "integer")
        .addColumn("summary", "text", (col) => col.notNull())
        // JSON {field: [before, after]} of small fields (titles, statuses, roles); never secrets.
        .addColumn("changes", "text")
        .execute();
      await db.schema
        .createIndex("audit_log_at")
        .ifNotExists()
        .on("audit_log")
        .columns(["at", "id"])
        .execute();
      await db.schema
        .createIndex("audit_log_entity")
        .ifNotExists()
        .on("audit_log")
        .columns(["entity_type", "entity_id", "id"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("audit_log").ifExists().execute();
    },
  };
}
