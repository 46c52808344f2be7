import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * The search index. SQLite: an FTS5 table whose rowid is the article id, columns
 * weighted at query time by bm25, and a small one of the head alone (title, tags, summary). PostgreSQL: a table with a weighted tsvector (A title, B tags,
 * C summary, D body and category) and a small one of the head alone (title, tags, summary: cheap
 * to rank), each under a GIN index. Both: `search_words`, every word ever
 * indexed, the vocabulary that typos and half-typed words are expanded against.
 */
export function searchMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("search_words")
        .ifNotExists()
        .addColumn("word", "text", (col) => col.primaryKey())
        .execute();
      if (dialect.name === "sqlite") {
        await sql`create virtual table if not exists search_fts using fts5(
          title, tags, summary, body, category,
          tokenize = 'porter unicode61 remove_diacritics 2',
          prefix = '2 3'
        )`.execute(db);
        // Title, tags and summary alone: the head pass then reads only the short doclists of
        // articles whose head has the words, never those of every body that mentions them.
        await sql`create virtual table if not exists search_head_fts using fts5(
          title, tags, summary,
          tokenize = 'porter unicode61 remove_diacritics 2',
          prefix = '2 3'
        )`.execute(db);
        return;
      }
      await db.schema
        .createTable("search_documents")
        .ifNotExists()
        .addColumn("article_id", "integer", (col) =>
          col.primaryKey().references("articles.id").onDelete("cascade"),
        )
        .addColumn("title", "text", (col) => col.notNull())
        .addColumn("tags", "text", (col) => col.notNull())
        .addColumn("summary", "text", (col) => col.notNull())
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("category", "text", (col) => col.notNull())
        .addColumn("document", sql`tsvector`, (col) => col.notNull())
        .addColumn("head_document", sql`tsvector`, (col) => col.notNull())
        .execute();
      await sql`create index if not exists search_documents_document on search_documents using gin (document)`.execute(
        db,
      );
      await sql`create index if not exists search_documents_head on search_documents using gin (head_document)`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      if (dialect.name === "sqlite") {
        await sql`drop table if exists search_fts`.execute(db);
        await sql`drop table if exists search_head_fts`.execute(db);
      } else await db.schema.dropTable("search_documents").ifExists().execute();
      await db.schema.dropTable("search_words").ifExists().execute();
    },
  };
}
