import { sql } from "kysely";
import type { Db } from "../database.ts";
import type { Alternative, QueryPlan } from "./queryPlan.ts";
import type { IndexedDocument, MatchMode, SearchEngine } from "./searchEngine.ts";
import { allowedEdits } from "./searchText.ts";

/**
 * A tsquery built from words of searchText's strict pattern (letters, digits, marks), each
 * single-quoted: no tsquery operator a visitor types survives. Raw text never reaches
 * to_tsquery; it then stems each word with the english configuration.
 */
function alternativeExpression(alternative: Alternative): string {
  if (alternative.kind === "prefix") return `'${alternative.word}':*`;
  if (alternative.kind === "phrase") return `(${alternative.words.map((w) => `'${w}'`).join(" <-> ")})`;
  return `'${alternative.word}'`;
}

export function tsqueryExpression(plan: QueryPlan, mode: MatchMode): string {
  return plan.slots
    .map((slot) => `(${slot.alternatives.map(alternativeExpression).join(" | ")})`)
    .join(mode === "all" ? " & " : " | ");
}

/**
 * pg_trgm's `%` keeps words at least this similar (share of trigrams). The default 0.3 misses
 * one substitution in a 4-letter word ("tant" → "tent" is 0.25); lower ones let the GIN index
 * return most of the vocabulary. Short transpositions ("tnet") fall below it: the in-memory
 * vocabulary still finds those.
 */
const TRIGRAM_THRESHOLD = "0.2";

/** ts_rank weights for D, C, B, A: body, summary, tags, title. */
const WEIGHTS = sql.raw("'{0.1, 0.3, 0.6, 1.0}'");

/**
 * PostgreSQL: a weighted tsvector (A title, B tags, C summary, D body and category) and one of
 * the head alone, in the narrow `search_vectors` under GIN; the texts in `search_documents`.
 */
export const postgresSearchEngine: SearchEngine = {
  // Ranking reads each matching document's vector from TOAST storage: keep the set small.
  rankBodyMatchesUpTo: 300,
  async put(trx, d) {
    await sql`
      insert into search_documents (article_id, title, tags, summary, body, category)
      values (${d.articleId}, ${d.title}, ${d.tags}, ${d.summary}, ${d.body}, ${d.category})
      on conflict (article_id) do update set title = excluded.title, tags = excluded.tags,
        summary = excluded.summary, body = excluded.body, category = excluded.category`.execute(trx);
    await sql`
      insert into search_vectors (article_id, document, head_document)
      values (${d.articleId},
        setweight(to_tsvector('english', ${d.title}), 'A') ||
        setweight(to_tsvector('english', ${d.tags}), 'B') ||
        setweight(to_tsvector('english', ${d.summary}), 'C') ||
        setweight(to_tsvector('english', ${d.body} || ' ' || ${d.category}), 'D'),
        setweight(to_tsvector('english', ${d.title}), 'A') ||
        setweight(to_tsvector('english', ${d.tags}), 'B') ||
        setweight(to_tsvector('english', ${d.summary}), 'C'))
      on conflict (article_id) do update set document = excluded.document,
        head_document = excluded.head_document`.execute(trx);
  },
  async remove(trx, articleId) {
    await sql`delete from search_vectors where article_id = ${articleId}`.execute(trx);
    await sql`delete from search_documents where article_id = ${articleId}`.execute(trx);
  },
  async clear(trx) {
    await sql`delete from search_vectors`.execute(trx);
    await sql`delete from search_documents`.execute(trx);
  },
  async match(db, plan, { mode, scope, order, limit }) {
    // The head vector is small and stored inline: matching and ranking it reads no body.
    const vector = sql.raw(scope === "head" ? "head_document" : "document");
    const sortKey =
      order === "rank" ? sql`ts_rank(${WEIGHTS}, ${vector}, query)::float8` : sql`article_id::float8`;
    // Order and cut on ids alone (a top-N sort), then join the texts of the chosen few in the
    // same statement: the sort would otherwise carry every matching body along.
    const { rows } = await sql<IndexedDocument>`
      select d.article_id, d.title, d.tags, d.summary, left(d.body, 2000) as body, d.category
      from (
        select article_id, ${sortKey} as sort_key
        from search_vectors, to_tsquery('english', ${tsqueryExpression(plan, mode)}) query
        where ${vector} @@ query
        order by sort_key desc, article_id
        limit ${limit}
      ) chosen
      join search_documents d on d.article_id = chosen.article_id
      order by chosen.sort_key desc, chosen.article_id`.execute(db);
    return rows.map((row, engineOrder) => ({ ...row, engineOrder }));
  },
  async count(db, plan, mode, scope, upTo) {
    const vector = sql.raw(scope === "head" ? "head_document" : "document");
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from (
        select 1 from search_vectors
        where ${vector} @@ to_tsquery('english', ${tsqueryExpression(plan, mode)}) limit ${upTo}
      ) matches`.execute(db);
    return Number(rows[0]?.n ?? 0);
  },
  /**
   * The planner prices `@@` like an addition and cannot see that evaluating it row by row
   * decompresses each body vector (and matches prefixes) — 15-100 ms on 10,000 articles — so it
   * often prefers a sequential scan to the GIN index (1-3 ms). Within a search's own read
   * transaction, sequential scans are priced out: every search query has an index to use.
   */
  async read(db, work) {
    if (db.isTransaction) return work(db);
    return db.transaction().execute(async (trx) => {
      await sql`select set_config('enable_seqscan', 'off', true)`.execute(trx);
      return work(trx);
    });
  },
  async optimize(db) {
    // A bulk write leaves the GIN indexes' new entries in a pending list that every search
    // scans linearly until a vacuum merges it (measured: 40-70 ms a search on 10,000 fresh
    // articles); the planner also needs statistics of the new rows.
    await sql`vacuum (analyze) search_vectors`.execute(db);
    await sql`analyze search_documents, search_words`.execute(db);
  },
  async similarWords(db, word, limit) {
    const edits = allowedEdits(word);
    // `%` reads its threshold from a setting: set for this transaction only. The planner prices
    // `%` like an addition, so on a vocabulary of a few thousand words it would rather compute
    // similarity() for every word (2-7 ms) than use the GIN trigram index (migration 004,
    // ~0.2 ms): a higher operator cost, also for this transaction only, tells it the truth.
    // The length window drops words too long or short to be within the allowed edits.
    const find = async (trx: Db) => {
      await sql`select set_config('pg_trgm.similarity_threshold', ${TRIGRAM_THRESHOLD}, true),
        set_config('cpu_operator_cost', '0.25', true)`.execute(trx);
      const { rows } = await sql<{ word: string }>`
        select word from search_words
        where word % ${word} and length(word) between ${word.length - edits} and ${word.length + edits}
        order by similarity(word, ${word}) desc, word
        limit ${limit}`.execute(trx);
      return rows.map((row) => row.word);
    };
    return db.isTransaction ? find(db) : db.transaction().execute(find);
  },
};
