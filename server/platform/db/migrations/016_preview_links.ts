import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * Preview links: an address anyone holding it may open to read an unpublished article (or the
 * staged changes of a published one). Only the token's SHA-256 is stored, so a leaked database
 * opens no preview. Revoking deletes the rows; deleting the article deletes them with it.
 */
export function previewLinksMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("preview_links")
        .ifNotExists()
        .addColumn("token_hash", "text", (col) => col.primaryKey())
        .addColumn("article_id", "integer", (col) =>
          col.notNull().references("articles.id").onDelete("cascade"),
        )
        .addColumn("created_by_id", "integer", (col) => col.references("users.id").onDelete("set null"))
        .addColumn("created_at", dialect.timestampType, (col) => col.notNull())
        .addColumn("expires_at", dialect.timestampType, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("preview_links_article")
        .ifNotExists()
        .on("preview_links")
        .column("article_id")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("preview_links").ifExists().execute();
    },
  };
}
