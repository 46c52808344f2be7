import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * Scheduled publishing: when an article (or its staged changes) goes live, and when it leaves
 * the site. A table of its own, read by the schedule job and staff screens only, so public reads
 * are unchanged. A schedule that failed when its time came keeps the reason for staff to see.
 */
export function articleSchedulesMigration(dialect: Dialect): Migration {
  const ts = dialect.timestampType;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("article_schedules")
        .ifNotExists()
        .addColumn("article_id", "integer", (col) =>
          col.primaryKey().references("articles.id").onDelete("cascade"),
        )
        .addColumn("publish_at", ts)
        .addColumn("unpublish_at", ts)
        .addColumn("set_by_id", "integer", (col) => col.references("users.id").onDelete("set null"))
        .addColumn("failed_at", ts)
        .addColumn("failure", "text")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("article_schedules").ifExists().execute();
    },
  };
}
