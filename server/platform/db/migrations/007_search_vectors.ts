import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * PostgreSQL search speed: the two tsvectors move out of `search_documents` into a narrow
 * table of their own. Matching and ranking then read a few hundred small pages (the head vector
 * inline, the large body vector behind a TOAST pointer) instead of rows that carry every
 * article's texts; the texts stay in `search_documents`, read by id for the chosen few.
 * SQLite: nothing (FTS5 already keeps the head in its own table).
 */
export function searchVectorsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect.name === "sqlite") return;
      await sql`create table search_vectors (
        article_id integer primary key references articles (id) on delete cascade,
        head_document tsvector not null,
        document tsvector not null
      )`.execute(db);
      await sql`insert into search_vectors (article_id, head_document, document)
        select article_id, head_document, document from search_documents`.execute(db);
      await sql`create index search_vectors_head on search_vectors using gin (head_document)`.execute(db);
      await sql`create index search_vectors_document on search_vectors using gin (document)`.execute(db);
      await sql`alter table search_documents drop column head_document, drop column document`.execute(db);
      await sql`analyze search_vectors`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect.name === "sqlite") return;
      await sql`alter table search_documents add column document tsvector, add column head_document tsvector`.execute(
        db,
      );
      await sql`update search_documents d set document = v.document, head_document = v.head_document
        from search_vectors v where v.article_id = d.article_id`.execute(db);
      await sql`delete from search_documents where document is null`.execute(db);
      await sql`alter table search_documents alter column document set not null,
        alter column head_document set not null`.execute(db);
      await sql`create index search_documents_document on search_documents using gin (document)`.execute(db);
      await sql`create index search_documents_head on search_documents using gin (head_document)`.execute(db);
      await sql`drop table search_vectors`.execute(db);
    },
  };
}
