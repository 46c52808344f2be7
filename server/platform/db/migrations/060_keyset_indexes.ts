import { type Kysely, type Migration, sql } from "kysely";

/**
 * Long lists read by key (server/platform/db/keyset.ts): each order a category page, the staff
 * list or the sitemap offers has an index in exactly that order, ending on the id, so a page
 * after a key is a range read of one page however deep, on both databases, and neither sorts.
 * The directions are written out: A-Z then newest first mixes them, which an index of plain
 * columns answers only with a sort per title.
 */
const indexes: [name: string, columns: string][] = [
  ["articles_category_recent", "category_id, status, updated_at desc, id desc"],
  ["articles_category_popular", "category_id, status, helpful_count desc, updated_at desc, id desc"],
  ["articles_category_title", "category_id, status, title, updated_at desc, id desc"],
  ["articles_list_updated", "updated_at desc, id desc"],
  ["articles_list_title", "title, updated_at desc, id desc"],
  ["articles_list_helpful", "helpful_count desc, updated_at desc, id desc"],
  ["articles_status_id", "status, id"],
];

export const keysetIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [name, columns] of indexes)
      await sql`create index if not exists ${sql.id(name)} on articles (${sql.raw(columns)})`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of indexes) await db.schema.dropIndex(name).ifExists().execute();
  },
};
