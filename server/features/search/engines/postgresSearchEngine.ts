import { type RawBuilder, sql } from "kysely";
import type { Db } from "../../../platform/db/database.ts";
import { isSearchReader } from "../../../platform/db/dialects/postgresDialect.ts";
import { TRIGRAM_THRESHOLD } from "../../../platform/db/dialects/postgresSearchReader.ts";
import type { Alternative, QueryPlan } from "../query/queryPlan.ts";
import { allowedEdits } from "../query/searchText.ts";
import type { Candidate } from "./searchEngine.ts";
import {
  ARTICLE_BODY_CHARS,
  type ArticleRow,
  type MatchedDocument,
  type MatchesAndCount,
  type MatchMode,
  type MatchOptions,
  type SearchEngine,
} from "./searchEngine.ts";

/** Weight letters that limit a tsquery word to fields: "A" is the title alone. */
type FieldWeights = "A" | "ABC";

/**
 * A tsquery built from words of searchText's strict pattern (letters, digits, marks), each
 * single-quoted: no tsquery operator a visitor types survives. Raw text never reaches
 * to_tsquery; it then stems each word with the cairn_english configuration (migration 070:
 * english less its stop words). `only` limits every
 * word to those fields (title matches, for the head's first pick).
 */
function alternativeExpression(alternative: Alternative, only: FieldWeights | null): string {
  if (alternative.kind === "prefix") return `'${alternative.word}':*${only ?? ""}`;
  const weighted = (word: string) => `'${word}'${only ? `:${only}` : ""}`;
  if (alternative.kind === "phrase") return `(${alternative.words.map(weighted).join(" <-> ")})`;
  // A broader term only stands for the query word where an article states its subject (the
  // title, tags and summary carry weights A, B and C).
  if (alternative.tier === "broader") return `'${alternative.word}':${only ?? "ABC"}`;
  return weighted(alternative.word);
}

export function tsqueryExpression(
  plan: QueryPlan,
  mode: MatchMode,
  only: FieldWeights | null = null,
): string {
  return plan.slots
    .map((slot) => `(${slot.alternatives.map((a) => alternativeExpression(a, only)).join(" | ")})`)
    .join(mode === "all" ? " & " : " | ");
}

/** ts_rank weights for D, C, B, A: body, summary, tags, title. */
const WEIGHTS = sql.raw("'{0.1, 0.3, 0.6, 1.0}'");

/** Ranking reads each matching document's vector from TOAST storage: keep the set small. */
const RANK_BODY_MATCHES_UP_TO = 300;

/**
 * Each ranking statement ranks and sorts at most this many matches of its tsquery. Without a
 * cap, ts_rank (and a sort newest first) reads every match: a word in 40,000 of 100,000
 * articles read 40,000 vectors per search, and search time grew with the help center. A reader
 * never pages past the first few hundred results (a results page's list stops at 1,000), so
 * the best of the first 1,000 matches is what anyone sees. Which 1,000: for the head (title,
 * tags, summary), title matches first, then the other head matches; for bodies, the first the
 * GIN index yields (in table order), newest first among them. The head pass has already put
 * the best-ranked articles first; body matches only fill in after them.
 */
export const MATCHES_READ_UP_TO = 1000;

/** The ArticleRow columns of a match read `withArticles`, prefixed to keep them apart. */
interface MatchedArticleColumns {
  aSlug?: string | null;
  aTitle?: string | null;
  aSummary?: string | null;
  aStatus?: string | null;
  aCategoryName?: string | null;
  aCategorySlug?: string | null;
  aBody?: string | null;
}

/** Connections inside a search's read transaction (see `read`): nested reads join it. */
const searchTransactions = new WeakSet<Db>();

const vectorOf = (scope: MatchOptions["scope"]) => sql.raw(scope === "head" ? "head_document" : "document");

/**
 * The tsquery, as a scalar subquery: evaluated once per execution (an init plan), also under a
 * generic plan of a prepared statement. Written as `to_tsquery('cairn_english', $1)` it is folded into
 * a constant only when planned with its value; a generic plan would parse and stem the query
 * again for every row that ts_rank ranks or a phrase rechecks (2-6x slower: 4.6 against 1.2 ms
 * for "tent" on 10,000 articles).
 */
const tsquery = (query: string) => sql`(select to_tsquery('cairn_english', ${query}))`;

/**
 * The tsquery for one scope's vector. The whole document asks its head-only terms
 * (`'rang':ABC`) as the head's marked words (`'^rang'`, migration 069): the GIN index answers
 * those alone, where a weight makes it recheck every row it offers against the body vector.
 */
const tsqueryFor = (scope: MatchOptions["scope"], query: string) =>
  scope === "everything"
    ? sql`(select regexp_replace(to_tsquery('cairn_english', ${query})::text,
        '''([^'']+)'':ABC', '''^\\1''', 'g')::tsquery)`
    : tsquery(query);

/** A head vector's words marked with a leading `^`, without positions (see tsqueryFor). */
const headMarks = (head: RawBuilder<unknown>) =>
  sql`array_to_tsvector(coalesce(array(select '^' || lexeme from unnest(${head})), '{}'))`;

/** The documents matching `query` in `scope`, counted up to `upTo`: a scalar expression. */
const countOf = (scope: MatchOptions["scope"], query: string, upTo: number) =>
  sql<string>`(select count(*) from (select 1 from search_vectors
    where ${vectorOf(scope)} @@ ${tsqueryFor(scope, query)} limit ${upTo}) matches)`;

/**
 * The matches a ranking statement reads, `(article_id, vector)`: at most MATCHES_READ_UP_TO,
 * picked as that constant's comment says. Each part is a LIMITed scan of the GIN index match,
 * so it stops reading rows once it has enough, however many articles hold the words.
 */
function matchesRead(plan: QueryPlan, mode: MatchMode, scope: MatchOptions["scope"]) {
  const upTo = sql.lit(MATCHES_READ_UP_TO);
  const query = tsqueryFor(scope, tsqueryExpression(plan, mode));
  if (scope === "everything")
    return sql`(select article_id, document as vector from search_vectors
      where document @@ ${query} limit ${upTo})`;
  // Title matches first: ts_rank weighs a title match highest, so the best head matches are
  // among them even when more than the cap hold the words somewhere in their head. The GIN
  // index cannot tell a title match from another head match (weights are checked on the row),
  // so when fewer than the cap are title matches, that part checks every head match: head
  // vectors are small and stored inline, a read of the table's pages at worst, never of TOAST.
  const inTitle = tsquery(tsqueryExpression(plan, mode, "A"));
  // The parts are read in turn and reading stops at the cap: the other head matches only
  // when the titles leave room. No sort and no de-duplication (the second part leaves the
  // title matches out), so no vector is copied before ranking.
  return sql`((select article_id, head_document as vector from search_vectors
        where head_document @@ ${inTitle} limit ${upTo})
      union all
      (select article_id, head_document from search_vectors
        where head_document @@ ${query} and not (head_document @@ ${inTitle}) limit ${upTo})
      limit ${upTo})`;
}

/**
 * The best matches with their texts (no body) and, when asked, the count: one statement, one
 * round trip. Order and cut on ids alone (a top-N sort), then join the texts of the chosen few:
 * the sort would otherwise carry every match's texts along. The count is a scalar subquery,
 * so it is there even when nothing matches the ranked scope.
 */
async function matchRows(
  db: Db,
  plan: QueryPlan,
  { mode, scope, order, limit, withArticles, likelyShown = 0, among }: MatchOptions,
  count: { scope: MatchOptions["scope"]; upTo: number } | null,
): Promise<MatchesAndCount> {
  const query = tsqueryExpression(plan, mode);
  // Matches of the whole document are found once per search, ids only. A tsquery the GIN index
  // cannot settle alone (a phrase, a word limited to the head's weights) rechecks every row it
  // offers against its vector, read from TOAST: at 100,000 articles a query whose words are
  // common in bodies but match nowhere together rechecked 15,907 rows per scan (190 ms). So a
  // statement counting them keeps their ids (`found`): matching the same scope reads them
  // (the dropdown's body pass, `shared`), and a head pass hands them over to the body pass
  // that follows it when the head leaves room (`among`, a results page).
  const findsOnce = count !== null && count.scope === "everything";
  const shared = findsOnce && scope === "everything";
  const handsOver = findsOnce && scope === "head";
  const readsAmong = among !== undefined && scope === "everything" && !shared;
  // The head vector is small and stored inline: matching and ranking it reads no body.
  const vector = shared
    ? sql`(select v.document from search_vectors v where v.article_id = matched.article_id)`
    : sql`matched.vector`;
  const rank = sql`ts_rank(${WEIGHTS}, ${vector}, ${tsqueryFor(scope, query)})::float8`;
  const recent = sql`matched.article_id::float8`;
  const sortKey =
    order === "recent"
      ? recent
      : order === "rank-when-few" && count
        ? sql`case when (select n from counted) <= ${RANK_BODY_MATCHES_UP_TO} then ${rank} else ${recent} end`
        : rank;
  // Computed once, for the total and for the order that depends on it.
  const counted = findsOnce
    ? sql`(select count(*) from (select 1 from found limit ${count.upTo}) matches)`
    : count
      ? countOf(count.scope, query, count.upTo)
      : sql`0`;
  const found = findsOnce
    ? sql`found as materialized (select article_id from search_vectors
        where document @@ ${tsqueryFor("everything", query)} limit ${sql.lit(Math.max(MATCHES_READ_UP_TO, count.upTo))}),`
    : sql``;
  const matches = shared
    ? sql`(select article_id from found limit ${sql.lit(MATCHES_READ_UP_TO)})`
    : readsAmong
      ? sql`(select article_id, document as vector from search_vectors
          where article_id = any(${[...among]}::int[]))`
      : matchesRead(plan, mode, scope);
  // The ids go back only when the body pass will want them (the head did not fill the limit).
  const handedOver = handsOver
    ? sql`, case when (select count(*) from chosen) < ${limit}
        then array(select article_id from found limit ${sql.lit(MATCHES_READ_UP_TO)}) end as counted_ids`
    : sql``;
  // Body matches: ranking reads their bodies anyway, so their rows come along (no round trip);
  // so do the rows of the first `likelyShown` (those the answer will most likely show).
  const articlesOf = withArticles
    ? sql`true`
    : likelyShown > 0
      ? sql`chosen.position <= ${likelyShown}`
      : null;
  const articles = articlesOf
    ? sql`, a.slug as a_slug, a.title as a_title, a.summary as a_summary, a.status as a_status,
        c.name as a_category_name, c.slug as a_category_slug,
        case when a.id is not null then d.body_start end as a_body`
    : sql``;
  const articleJoins = articlesOf
    ? sql`left join articles a on a.id = chosen.article_id and ${articlesOf}
        left join categories c on c.id = a.category_id`
    : sql``;
  // The position among the chosen, numbered after the top-N cut (before it, numbering would
  // sort every match).
  const chosen = sql`
      select matched.article_id, ${sortKey} as sort_key
      from ${matches} matched
      order by sort_key desc, matched.article_id
      limit ${limit}`;
  const numbered =
    !withArticles && likelyShown > 0
      ? sql`select article_id, sort_key, row_number() over (order by sort_key desc, article_id) as position
        from (${chosen}) best`
      : chosen;
  const { rows } = await sql<
    Partial<MatchedDocument> &
      MatchedArticleColumns & { total: string | number; countedIds?: number[] | null }
  >`
    with ${found} counted as materialized (select ${counted} as n), chosen as (${numbered})
    select (select n from counted) as total ${handedOver}, d.article_id, d.title, d.tags, d.summary, d.category ${articles}
    from (select 1) one
    left join chosen on true
    left join search_documents d on d.article_id = chosen.article_id
    ${articleJoins}
    order by chosen.sort_key desc, chosen.article_id`.execute(db);
  const candidates = rows.flatMap((row, engineOrder): Candidate[] => {
    const { articleId, title, tags, summary, category } = row;
    if (articleId === null || articleId === undefined) return [];
    const candidate = { articleId, title, tags, summary, category, engineOrder } as Candidate;
    // No article row: deleted since it was indexed; presenting skips it.
    if (articlesOf && row.aSlug !== null && row.aSlug !== undefined)
      candidate.article = {
        id: articleId,
        slug: row.aSlug,
        title: row.aTitle!,
        summary: row.aSummary!,
        status: row.aStatus!,
        categoryName: row.aCategoryName ?? null,
        categorySlug: row.aCategorySlug ?? null,
        body: row.aBody ?? "",
      };
    return [candidate];
  });
  const countedIds = rows[0]?.countedIds;
  return {
    candidates,
    total: Number(rows[0]?.total ?? 0),
    ...(countedIds ? { counted: countedIds } : {}),
  };
}

/**
 * PostgreSQL: a weighted tsvector (A title, B tags, C summary, D body and category) and one of
 * the head alone, in the narrow `search_vectors` under GIN; the texts in `search_documents`.
 */
export const postgresSearchEngine: SearchEngine = {
  rankBodyMatchesUpTo: RANK_BODY_MATCHES_UP_TO,
  async put(trx, d) {
    await sql`
      insert into search_documents (article_id, title, tags, summary, body_start, category)
      values (${d.articleId}, ${d.title}, ${d.tags}, ${d.summary},
        substr(${d.body}, 1, ${ARTICLE_BODY_CHARS}), ${d.category})
      on conflict (article_id) do update set title = excluded.title, tags = excluded.tags,
        summary = excluded.summary, body_start = excluded.body_start, category = excluded.category`.execute(
      trx,
    );
    // The document also holds its head's words marked (migration 069), for head-only terms.
    await sql`
      insert into search_vectors (article_id, document, head_document)
      select ${d.articleId}, head || body || ${headMarks(sql`head`)}, head
      from (select
        setweight(to_tsvector('cairn_english', ${d.title}), 'A') ||
        setweight(to_tsvector('cairn_english', ${d.tags}), 'B') ||
        setweight(to_tsvector('cairn_english', ${d.summary}), 'C') as head,
        setweight(to_tsvector('cairn_english', ${d.body} || ' ' || ${d.category}), 'D') as body) vectors
      on conflict (article_id) do update set document = excluded.document,
        head_document = excluded.head_document`.execute(trx);
  },
  /**
   * Body starts come from `search_documents`, where they are kept uncompressed (migration 013):
   * decompressing `articles.content_text` cost about 10 µs an article. An article without one
   * (not published, so never shown) gets its own.
   */
  async readArticles(db, articleIds) {
    const { rows } = await sql<ArticleRow>`
      select a.id, a.slug, a.title, a.summary, a.status, c.name as category_name, c.slug as category_slug,
        coalesce(d.body_start, substr(a.content_text, 1, ${ARTICLE_BODY_CHARS})) as body
      from articles a
      left join categories c on c.id = a.category_id
      left join search_documents d on d.article_id = a.id
      where a.id in (${sql.join(articleIds)})`.execute(db);
    return rows;
  },
  async remove(trx, articleId) {
    await sql`delete from search_vectors where article_id = ${articleId}`.execute(trx);
    await sql`delete from search_documents where article_id = ${articleId}`.execute(trx);
  },
  async clear(trx) {
    await sql`delete from search_vectors`.execute(trx);
    await sql`delete from search_documents`.execute(trx);
  },
  async match(db, plan, options) {
    return (await matchRows(db, plan, options, null)).candidates;
  },
  matchAndCount(db, plan, options, count) {
    return matchRows(db, plan, options, count);
  },
  /**
   * The planner prices `@@` like an addition and cannot see that evaluating it row by row
   * decompresses each body vector (and matches prefixes) — 15-100 ms on 10,000 articles — so it
   * often prefers a sequential scan to the GIN index (1-3 ms). The public search reads through
   * the dialect's search reader, whose connections price sequential scans out; any other caller
   * gets a read transaction that does so: every search query has an index to use.
   * The transaction opens with that setting in one round trip (a statement without parameters
   * may hold several), so a typical search costs three: begin, the match, the presented rows
   * (and commit).
   */
  async read(db, work) {
    if (db.isTransaction || searchTransactions.has(db) || isSearchReader(db)) return work(db);
    return db.connection().execute(async (connection) => {
      await sql`begin; set local enable_seqscan = off`.execute(connection);
      searchTransactions.add(connection);
      try {
        const result = await work(connection);
        await sql`commit`.execute(connection);
        return result;
      } catch (error) {
        // A read-only transaction: nothing to lose; a dead connection fails this too.
        await sql`rollback`.execute(connection).catch(() => {});
        throw error;
      } finally {
        searchTransactions.delete(connection);
      }
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
    // The length window drops words too long or short to be within the allowed edits.
    const select = (on: Db) =>
      sql<{ word: string }>`
        select word from search_words
        where word % ${word} and length(word) between ${word.length - edits} and ${word.length + edits}
        order by similarity(word, ${word}) desc, word
        limit ${limit}`.execute(on);
    // The search reader's connections hold the threshold and price sequential scans out from
    // the start: one statement.
    if (isSearchReader(db)) return (await select(db)).rows.map((row) => row.word);
    // Elsewhere both are set for this transaction only. `%` reads its threshold from a setting;
    // the planner prices `%` like an addition, so on a vocabulary of a few thousand words it
    // would rather compute similarity() for every word (2-7 ms) than use the GIN trigram index
    // (migration 004, ~0.2 ms): a higher operator cost tells it the truth.
    const find = async (trx: Db) => {
      await sql`select set_config('pg_trgm.similarity_threshold', ${TRIGRAM_THRESHOLD}, true),
        set_config('cpu_operator_cost', '0.25', true)`.execute(trx);
      return (await select(trx)).rows.map((row) => row.word);
    };
    return db.isTransaction || searchTransactions.has(db) ? find(db) : db.transaction().execute(find);
  },
};
