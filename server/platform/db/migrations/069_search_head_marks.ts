import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * PostgreSQL search speed: a word that may stand for a query word only where an article states
 * its subject (a broader term, matched in the title, tags and summary) is matched in the whole
 * document without reading the document. Written as `'range':ABC`, the GIN index cannot tell a
 * head occurrence from a body one (it keeps no weights), so every row it offers was rechecked
 * against its body vector, read from TOAST: at 100,000 articles one typed query rechecked 15,907
 * rows (522 ms). Now each document also holds its head's words marked with a leading `^`
 * (`'^rang'`, no position; the english parser never makes a word that starts so), and the
 * search asks such a term as `'^rang'`, which the index answers alone (12 ms for that query).
 * Every stored document gets its marks here (about 70 s for 100,000 articles); the search
 * engine writes them with each document from now on. No function is stored for this: a
 * restore refuses a database holding objects of kinds the migrations never create.
 * SQLite: nothing (FTS5 matches the head in a table of its own).
 */
export function searchHeadMarksMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect.name === "sqlite") return;
      // An operator's step, not a request: the pool's statement timeout (15 s, for requests)
      // would fail the start of the new version on a large help center. For this migration's
      // transaction only.
      await sql`set local statement_timeout = 0`.execute(db);
      await sql`update search_vectors set document = document
        || array_to_tsvector(coalesce(array(select '^' || lexeme from unnest(head_document)), '{}'))`.execute(
        db,
      );
      await sql`analyze search_vectors`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect.name === "sqlite") return;
      await sql`set local statement_timeout = 0`.execute(db);
      await sql`update search_vectors
        set document = ts_delete(document, array(select '^' || lexeme from unnest(head_document)))`.execute(
        db,
      );
    },
  };
}
