import type { Kysely, Migration } from "kysely";

/**
 * Indexes for the public lists (featured, category pages, feeds, related articles). Each holds
 * every column its query reads, so SQLite answers from the index alone instead of walking each
 * row past its long body columns.
 */
export const contentIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const indexes: [string, string[]][] = [
      ["articles_featured_popular", ["status", "featured", "helpful_count", "published_at"]],
      ["articles_category_listing", ["category_id", "status", "updated_at", "helpful_count", "title"]],
      ["articles_status_published_at", ["status", "published_at"]],
      ["articles_status_category_helpful", ["status", "category_id", "helpful_count"]],
    ];
    for (const [name, columns] of indexes)
      await db.schema.createIndex(name).ifNotExists().on("articles").columns(columns).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const name of [
      "articles_featured_popular",
      "articles_category_listing",
      "articles_status_published_at",
      "articles_status_category_helpful",
    ])
      await db.schema.dropIndex(name).ifExists().execute();
  },
};
