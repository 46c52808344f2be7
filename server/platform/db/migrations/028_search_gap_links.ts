import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * Search gaps linked to the articles written for them: a no-result or no-click query (as the
 * search log normalises it) and an article that answers it. Several queries may name one article.
 */
export function searchGapLinksMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("search_gap_links")
        .ifNotExists()
        .addColumn("query", "text", (col) => col.notNull())
        .addColumn("article_id", "integer", (col) =>
          col.notNull().references("articles.id").onDelete("cascade"),
        )
        .addColumn("linked_at", dialect.timestampType, (col) => col.notNull())
        .addColumn("linked_by_id", "integer", (col) => col.references("users.id").onDelete("set null"))
        .addPrimaryKeyConstraint("search_gap_links_pk", ["query", "article_id"])
        .execute();
      await db.schema
        .createIndex("search_gap_links_article")
        .ifNotExists()
        .on("search_gap_links")
        .column("article_id")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("search_gap_links").ifExists().execute();
    },
  };
}
