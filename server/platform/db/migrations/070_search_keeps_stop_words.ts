import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * Every stored search vector made again with `configuration`, from the articles (as the engine
 * indexes them: title A, tags B, summary C, body and category D; the head's marked words of
 * migration 069). Only published articles are indexed.
 */
async function rebuildVectors(db: Kysely<unknown>, configuration: string): Promise<void> {
  const to = (text: ReturnType<typeof sql>) =>
    sql`to_tsvector(${sql.lit(configuration)}::regconfig, ${text})`;
  await sql`update search_vectors v
    set document = x.head || x.body
        || array_to_tsvector(coalesce(array(select '^' || lexeme from unnest(x.head)), '{}')),
      head_document = x.head
    from (select a.id,
        setweight(${to(sql`coalesce(a.title, '')`)}, 'A') ||
        setweight(${to(sql`coalesce((select string_agg(t.tag, ' ' order by t.position)
          from article_tags t where t.article_id = a.id), '')`)}, 'B') ||
        setweight(${to(sql`coalesce(a.summary, '')`)}, 'C') as head,
        setweight(${to(sql`coalesce(a.content_text, '') || ' ' || coalesce(c.name, '')`)}, 'D') as body
      from articles a left join categories c on c.id = a.category_id) x
    where v.article_id = x.id`.execute(db);
}

/**
 * PostgreSQL search keeps the short words PostgreSQL's `english` configuration drops as stop
 * words ("on", "in", "up", "down", "out"…), in documents and in queries, phrases included: a
 * phrase the query plan searches whole became another phrase there. "log on" (a staff synonym
 * of "sign in") was searched as "log" and found a trip log; the verb and particle "wash down" as
 * "wash"; SQLite (FTS5) keeps every word. Which words of a query are filler is the query plan's
 * to decide, the same on both databases. `cairn_english` is `english` with a Snowball stemmer
 * that has no stop word list (a dictionary made from the built-in template, no file). Every
 * stored vector is made again from its article's text (27.8 s for 10,000 articles on 2 cores,
 * the vacuum after it included; four times migration 069's rate). SQLite: nothing.
 */
export function searchKeepsStopWordsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect.name === "sqlite") return;
      // An operator's step, not a request: see migration 069.
      await sql`set local statement_timeout = 0`.execute(db);
      await sql`create text search dictionary cairn_english_stem (template = snowball, language = english)`.execute(
        db,
      );
      await sql`create text search configuration cairn_english (copy = english)`.execute(db);
      await sql`alter text search configuration cairn_english
        alter mapping for asciiword, asciihword, hword_asciipart, word, hword, hword_part
        with cairn_english_stem`.execute(db);
      await rebuildVectors(db, "cairn_english");
      await sql`analyze search_vectors`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect.name === "sqlite") return;
      await sql`set local statement_timeout = 0`.execute(db);
      await rebuildVectors(db, "english");
      await sql`drop text search configuration cairn_english`.execute(db);
      await sql`drop text search dictionary cairn_english_stem`.execute(db);
    },
  };
}
