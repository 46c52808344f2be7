import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * Media: image dimensions and resized variants (for srcset), an index for the library's newest-first
 * paging, and signed upload tickets. Tickets live in the database, not one process's memory, so a
 * signed URL issued by one instance is honoured (once) by any other.
 */
export function mediaMigration(dialect: Dialect): Migration {
  const ts = dialect.timestampType;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("media_files").addColumn("width", "integer").execute();
      await db.schema.alterTable("media_files").addColumn("height", "integer").execute();
      // JSON list of {key, url, width, height}: few, always read with the row, never queried.
      await db.schema
        .alterTable("media_files")
        .addColumn("variants", "text", (col) => col.notNull().defaultTo("[]"))
        .execute();
      await db.schema
        .createIndex("media_files_uploaded_at")
        .ifNotExists()
        .on("media_files")
        .columns(["uploaded_at", "id"])
        .execute();

      await db.schema
        .createTable("upload_tickets")
        .ifNotExists()
        .addColumn("token_hash", "text", (col) => col.primaryKey())
        .addColumn("storage_key", "text", (col) => col.notNull().unique())
        .addColumn("content_type", "text", (col) => col.notNull())
        .addColumn("size", "integer", (col) => col.notNull())
        .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("cascade"))
        .addColumn("created_at", ts, (col) => col.notNull())
        .addColumn("expires_at", ts, (col) => col.notNull())
        .addColumn("uploaded_at", ts)
        .addColumn("finalized_at", ts)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("upload_tickets").ifExists().execute();
      await db.schema.dropIndex("media_files_uploaded_at").ifExists().execute();
      await db.schema.alterTable("media_files").dropColumn("variants").execute();
      await db.schema.alterTable("media_files").dropColumn("height").execute();
      await db.schema.alterTable("media_files").dropColumn("width").execute();
    },
  };
}
