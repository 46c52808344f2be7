import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/** Old category slugs: a renamed category's old address answers 301, as an article's does. */
export function categorySlugHistoryMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("category_slug_history")
        .ifNotExists()
        .addColumn("old_slug", "text", (col) => col.primaryKey())
        .addColumn("category_id", "integer", (col) =>
          col.notNull().references("categories.id").onDelete("cascade"),
        )
        .addColumn("created_at", dialect.timestampType, (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("category_slug_history").ifExists().execute();
    },
  };
}
