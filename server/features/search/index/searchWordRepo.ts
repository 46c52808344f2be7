import { sql } from "kysely";
import type { Db } from "../../../platform/db/database.ts";

/** Rows per insert statement when storing a document's words. */
const WORDS_PER_INSERT = 500;

/** Every indexed word (the search vocabulary's store, read into memory by Vocabulary). */
export async function allSearchWords(db: Db): Promise<string[]> {
  const { rows } = await sql<{ word: string }>`select word from search_words`.execute(db);
  return rows.map((row) => row.word);
}

/** How many words are stored (a change says words were added or the vocabulary rebuilt). */
export async function countSearchWords(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from search_words`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Adds words to the vocabulary; rows are insert-only between rebuilds, so duplicates are ignored. */
export async function insertSearchWords(trx: Db, words: string[]): Promise<void> {
  for (let i = 0; i < words.length; i += WORDS_PER_INSERT) {
    const chunk = words.slice(i, i + WORDS_PER_INSERT);
    await sql`insert into search_words (word) values ${sql.join(chunk.map((word) => sql`(${word})`))}
      on conflict do nothing`.execute(trx);
  }
}

/** Empties the vocabulary (a rebuild stores every published article's words again). */
export async function deleteAllSearchWords(trx: Db): Promise<void> {
  await sql`delete from search_words`.execute(trx);
}
