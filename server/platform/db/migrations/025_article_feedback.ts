import type { CreateTableBuilder, Kysely, Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * Readers' feedback on an article: the reason behind a vote ("Outdated", "Unclear"…) and an
 * optional plain-text comment. Each row belongs to one vote (`rating_id` is unique), so a reader
 * gives at most one piece of feedback per vote; the address it came from is the vote's, not
 * stored again.
 */
export function articleFeedbackMigration(dialect: Dialect): Migration {
  const ts = dialect.timestampType;
  return {
    async up(db: Kysely<unknown>) {
      const withId = (table: CreateTableBuilder<string, never>) =>
        table.addColumn("id", dialect.idType, (col) =>
          dialect.autoIncrement ? col.primaryKey().autoIncrement() : col.primaryKey(),
        );
      await withId(db.schema.createTable("article_feedback").ifNotExists())
        .addColumn("article_id", "integer", (col) =>
          col.notNull().references("articles.id").onDelete("cascade"),
        )
        .addColumn("rating_id", "integer", (col) =>
          col.notNull().unique().references("ratings.id").onDelete("cascade"),
        )
        .addColumn("visitor_id", "text", (col) => col.notNull())
        .addColumn("vote", "integer", (col) => col.notNull())
        .addColumn("reason", "text")
        .addColumn("comment", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("status", "text", (col) => col.notNull())
        .addColumn("created_at", ts, (col) => col.notNull())
        .addColumn("resolved_at", ts)
        .addColumn("resolved_by_id", "integer", (col) => col.references("users.id").onDelete("set null"))
        .execute();
      await db.schema
        .createIndex("article_feedback_article")
        .ifNotExists()
        .on("article_feedback")
        .columns(["article_id", "id"])
        .execute();
      await db.schema
        .createIndex("article_feedback_status")
        .ifNotExists()
        .on("article_feedback")
        .columns(["status", "id"])
        .execute();
      await db.schema
        .createIndex("article_feedback_visitor")
        .ifNotExists()
        .on("article_feedback")
        .columns(["visitor_id", "created_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("article_feedback").ifExists().execute();
    },
  };
}
