import type { Kysely, Migration } from "kysely";

/**
 * Imported content (the demo help center) has an author who is no staff account: its first
 * version names that author, where a staff save names the editor's account. The column is
 * nullable and unread by older code, so it is safe while the previous version still runs.
 */
export const versionAuthorNameMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("article_versions").addColumn("author_name", "varchar(100)").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("article_versions").dropColumn("author_name").execute();
  },
};
