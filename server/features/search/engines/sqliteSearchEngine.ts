import { sql } from "kysely";
import type { Db } from "../../../platform/db/database.ts";
import type { QueryPlan } from "../query/queryPlan.ts";
import { inChosenOrder } from "../query/ranking.ts";
import {
  ARTICLE_BODY_CHARS,
  type MatchedDocument,
  type MatchMode,
  type MatchOptions,
  type SearchEngine,
} from "./searchEngine.ts";
import { ftsExpression } from "./sqliteFtsExpression.ts";

/** Column weights for bm25, in the table's column order: title, tags, summary, body, category. */
const BM25 = sql.raw("bm25(search_fts, 10.0, 6.0, 3.0, 1.0, 0.5)");
const HEAD_BM25 = sql.raw("bm25(search_head_fts, 10.0, 6.0, 3.0)");

async function count(db: Db, plan: QueryPlan, mode: MatchMode, scope: MatchOptions["scope"], upTo: number) {
  const table = sql.raw(scope === "head" ? "search_head_fts" : "search_fts");
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from (
      select 1 from ${table} where ${table} match ${ftsExpression(plan, mode)} limit ${upTo}
    )`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** SQLite: FTS5 with the Porter stemmer over five columns, weighted by bm25. */
export const sqliteSearchEngine: SearchEngine = {
  // bm25 reads every match's positions: ranking a few hundred bodies fits the latency budget.
  rankBodyMatchesUpTo: 300,
  async put(trx, document) {
    await sqliteSearchEngine.remove(trx, document.articleId);
    await sql`insert into search_fts (rowid, title, tags, summary, body, category)
      values (${document.articleId}, ${document.title}, ${document.tags}, ${document.summary},
              ${document.body}, ${document.category})`.execute(trx);
    await sql`insert into search_head_fts (rowid, title, tags, summary)
      values (${document.articleId}, ${document.title}, ${document.tags}, ${document.summary})`.execute(trx);
  },
  readArticles(db, articleIds) {
    return db
      .selectFrom("articles")
      .leftJoin("categories", "categories.id", "articles.categoryId")
      .select(["articles.id", "articles.slug", "articles.title", "articles.summary", "articles.status"])
      .select(["categories.name as categoryName", "categories.slug as categorySlug"])
      .select(sql<string>`substr(${sql.ref("articles.contentText")}, 1, ${ARTICLE_BODY_CHARS})`.as("body"))
      .where("articles.id", "in", articleIds)
      .execute();
  },
  async remove(trx, articleId) {
    await sql`delete from search_fts where rowid = ${articleId}`.execute(trx);
    await sql`delete from search_head_fts where rowid = ${articleId}`.execute(trx);
  },
  async clear(trx) {
    await sql`delete from search_fts`.execute(trx);
    await sql`delete from search_head_fts`.execute(trx);
  },
  async match(db, plan, { mode, scope, order, limit }) {
    // Order and cut on rowids alone, then read the texts of the chosen few: the sorter would
    // otherwise carry every match's texts along. Bodies are never read here (see MatchedDocument).
    const expression = ftsExpression(plan, mode);
    const ordering = order === "recent" ? sql.raw("rowid desc") : scope === "head" ? HEAD_BM25 : BM25;
    const { rows: chosen } = await (scope === "head"
      ? sql<{ articleId: number }>`select rowid as article_id from search_head_fts
          where search_head_fts match ${expression} order by ${ordering} limit ${limit}`
      : sql<{ articleId: number }>`select rowid as article_id from search_fts
          where search_fts match ${expression} order by ${ordering} limit ${limit}`
    ).execute(db);
    if (chosen.length === 0) return [];
    const { rows } = await sql<MatchedDocument>`
      select rowid as article_id, title, tags, summary, category
      from search_fts where rowid in (${sql.join(chosen.map((row) => row.articleId))})`.execute(db);
    return inChosenOrder(chosen, rows);
  },
  async matchAndCount(db, plan, options, { scope, upTo }) {
    // In-process: two statements cost no round trip.
    const total = await count(db, plan, options.mode, scope, upTo);
    const order =
      options.order !== "rank-when-few"
        ? options.order
        : total <= sqliteSearchEngine.rankBodyMatchesUpTo
          ? "rank"
          : "recent";
    return { candidates: await sqliteSearchEngine.match(db, plan, { ...options, order }), total };
  },
  read(db, work) {
    return work(db);
  },
  async optimize(db) {
    // Merges the b-tree segments that thousands of single-row inserts leave behind.
    await sql`insert into search_fts (search_fts) values ('optimize')`.execute(db);
    await sql`insert into search_head_fts (search_head_fts) values ('optimize')`.execute(db);
  },
  // No trigram index in SQLite: the in-memory vocabulary (refreshed every minute) is the source.
  async similarWords() {
    return [];
  },
};
