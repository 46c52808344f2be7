import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * Staged changes to a published article: one row per article holding the editor's saved fields
 * until they are published or discarded. They live apart from `articles`, which every public
 * page, feed and search reads, so staging changes adds nothing to what a visitor's request reads.
 */
export function articleDraftsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("article_drafts")
        .ifNotExists()
        .addColumn("article_id", "integer", (col) =>
          col.primaryKey().references("articles.id").onDelete("cascade"),
        )
        // JSON of the staged fields (those of an article save, status aside): read whole, never queried.
        .addColumn("fields", "text", (col) => col.notNull())
        .addColumn("saved_at", dialect.timestampType, (col) => col.notNull())
        .addColumn("saved_by_id", "integer", (col) => col.references("users.id").onDelete("set null"))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("article_drafts").ifExists().execute();
    },
  };
}
