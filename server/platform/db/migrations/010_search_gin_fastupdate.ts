import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

const INDEXES = ["search_vectors_head", "search_vectors_document"];

/**
 * PostgreSQL search speed: the two search GIN indexes stop collecting new entries in a
 * "pending list". With fastupdate on, every article saved since the last vacuum sits in that
 * list, and every search scans it linearly: after 10,000 articles written one at a time (a seed,
 * an import, or weeks of edits where autovacuum is off or behind) a head search spent ~50 ms
 * there instead of ~0.5 ms in the index. Without it an article save updates the index at once
 * (a little slower to write, never slower to search). Entries already pending are merged now.
 * SQLite: nothing (FTS5 merges its segments as it writes).
 */
export function searchGinFastupdateMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect.name === "sqlite") return;
      for (const index of INDEXES) {
        await sql`alter index ${sql.ref(index)} set (fastupdate = off)`.execute(db);
        await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect.name === "sqlite") return;
      for (const index of INDEXES) await sql`alter index ${sql.ref(index)} reset (fastupdate)`.execute(db);
    },
  };
}
