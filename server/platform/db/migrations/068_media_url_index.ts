import type { Kysely, Migration } from "kysely";

/**
 * Every fresh public page looks up its images' media rows by address (their sizes and variants,
 * for srcset): without an index each look-up read the whole media library, a cost that grew with
 * every upload.
 */
export const mediaUrlIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex("media_files_url").ifNotExists().on("media_files").column("url").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("media_files_url").ifExists().execute();
  },
};
