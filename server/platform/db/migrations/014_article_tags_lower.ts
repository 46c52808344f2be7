import { type Kysely, type Migration, sql } from "kysely";

/**
 * Related articles: the articles sharing a tag are found by the tag, compared
 * case-insensitively. Without an index on `lower(tag)` the database walked every published
 * article's tags to find them: the query grew with the help center (with 10,000 articles, 6.2 ms
 * before and 1.1 ms after on SQLite: docs/BENCHMARKS.md "Pages"). Both databases index the
 * expression.
 */
export const articleTagsLowerMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index if not exists article_tags_lower_tag on article_tags (lower(tag), article_id)`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("article_tags_lower_tag").ifExists().execute();
  },
};
