import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * What an import made from what: a source's own key (a Zendesk id, a Markdown path, a file's
 * hash) → the article, category or media file it became. Running an import again updates those
 * instead of making copies.
 */
export function importLinksMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("import_links")
        .ifNotExists()
        .addColumn("source", "text", (col) => col.notNull())
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("source_key", "text", (col) => col.notNull())
        .addColumn("target_id", "integer")
        .addColumn("target_url", "text")
        .addColumn("imported_at", dialect.timestampType, (col) => col.notNull())
        .addPrimaryKeyConstraint("import_links_pkey", ["source", "kind", "source_key"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("import_links").ifExists().execute();
    },
  };
}
