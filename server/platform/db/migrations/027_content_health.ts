import type { CreateTableBuilder, Kysely, Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * Content health: the problems found in each article when it was last checked (broken links,
 * missing image files, images without alt text, no summary or SEO description), and the links
 * each article makes to articles and categories, with the article a link reached when checked,
 * so that deleting or renaming an article re-checks the articles that link to it. No foreign key
 * to articles: the check runs after a write, beside later writes, and must never hold a lock an
 * article's deletion waits for (the check removes a deleted article's findings itself).
 */
export function contentHealthMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const withId = (table: CreateTableBuilder<string, never>) =>
        table.addColumn("id", dialect.idType, (col) =>
          dialect.autoIncrement ? col.primaryKey().autoIncrement() : col.primaryKey(),
        );
      await withId(db.schema.createTable("content_health_issues").ifNotExists())
        .addColumn("article_id", "integer", (col) => col.notNull())
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("detail", "text", (col) => col.notNull())
        .addColumn("checked_at", dialect.timestampType, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("content_health_issues_article")
        .ifNotExists()
        .on("content_health_issues")
        .column("article_id")
        .execute();
      await db.schema
        .createTable("content_links")
        .ifNotExists()
        .addColumn("article_id", "integer", (col) => col.notNull())
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("slug", "text", (col) => col.notNull())
        .addColumn("target_id", "integer")
        .execute();
      await db.schema
        .createIndex("content_links_article")
        .ifNotExists()
        .on("content_links")
        .column("article_id")
        .execute();
      await db.schema
        .createIndex("content_links_target")
        .ifNotExists()
        .on("content_links")
        .columns(["kind", "target_id"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("content_links").ifExists().execute();
      await db.schema.dropTable("content_health_issues").ifExists().execute();
    },
  };
}
