import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * Trash: deleting an article or a category keeps its row (so its slug stays taken) with who
 * deleted it and when. A trashed article's status is set to draft, so every public read, which
 * asks for published articles, leaves it out without a filter of its own; the status it had is
 * kept to restore it. Articles trashed with their category come back with it.
 */
export function trashMigration(dialect: Dialect): Migration {
  const ts = dialect.timestampType;
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ["articles", "categories"]) {
        await db.schema.alterTable(table).addColumn("deleted_at", ts).execute();
        await db.schema
          .alterTable(table)
          .addColumn("deleted_by_id", "integer", (col) => col.references("users.id").onDelete("set null"))
          .execute();
      }
      await db.schema.alterTable("articles").addColumn("status_before_trash", "text").execute();
      await db.schema
        .alterTable("articles")
        .addColumn("trashed_with_category", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
      // The trash screen and the retention job read trashed rows only.
      await db.schema
        .createIndex("articles_deleted_at")
        .ifNotExists()
        .on("articles")
        .column("deleted_at")
        .where("deleted_at", "is not", null)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("articles_deleted_at").ifExists().execute();
      await db.schema.alterTable("articles").dropColumn("trashed_with_category").execute();
      await db.schema.alterTable("articles").dropColumn("status_before_trash").execute();
      for (const table of ["articles", "categories"]) {
        await db.schema.alterTable(table).dropColumn("deleted_by_id").execute();
        await db.schema.alterTable(table).dropColumn("deleted_at").execute();
      }
    },
  };
}
