import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/** Suggested synonym pairs staff dismissed: "a|b", the two terms sorted. */
export function synonymSuggestionDismissalsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("synonym_suggestion_dismissals")
        .ifNotExists()
        .addColumn("pair", "text", (col) => col.primaryKey())
        .addColumn("dismissed_at", dialect.timestampType, (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("synonym_suggestion_dismissals").ifExists().execute();
    },
  };
}
