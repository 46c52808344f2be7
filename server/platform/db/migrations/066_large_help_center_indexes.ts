import { type Kysely, type Migration, sql } from "kysely";

/**
 * Two public reads that walked the articles' table rows, each beside its long body, and so grew
 * with the number of articles; each index holds every column its read needs:
 * - the related articles' "sharing a tag" half walks the published articles in helpfulness
 *   order and keeps those among the tag's articles, stopping at the first hundred (52 against
 *   3 ms for one article page at 100,000 articles);
 * - the sitemap reads the published articles by id in batches, for their slug and date.
 */
const indexes: [name: string, columns: string][] = [
  ["articles_related_helpful", "status, helpful_count desc, id desc, category_id"],
  ["articles_sitemap", "status, id, slug, updated_at"],
];

export const largeHelpCenterIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [name, columns] of indexes)
      await sql`create index if not exists ${sql.id(name)} on articles (${sql.raw(columns)})`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of indexes) await db.schema.dropIndex(name).ifExists().execute();
  },
};
