import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * PostgreSQL: pg_trgm and a trigram index on the vocabulary (`search_words.word`), so that typo
 * candidates are found in the database itself, including words another server instance indexed
 * after this one loaded its in-memory vocabulary. SQLite: nothing (its in-memory vocabulary is
 * the only source of typo candidates).
 */
export function trigramMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect.name === "sqlite") return;
      await sql`create extension if not exists pg_trgm`.execute(db);
      // fastupdate off: new words go straight into the index instead of a pending list that
      // every lookup would scan linearly until the next vacuum (words are added a few at a time).
      await sql`create index if not exists search_words_trigram on search_words
        using gin (word gin_trgm_ops) with (fastupdate = off)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect.name === "sqlite") return;
      // The extension stays: other objects may have come to depend on it.
      await sql`drop index if exists search_words_trigram`.execute(db);
    },
  };
}
