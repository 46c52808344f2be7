import { sql } from "kysely";
import type { Alternative, QueryPlan } from "./queryPlan.ts";
import { inChosenOrder } from "./ranking.ts";
import type { MatchMode, MatchOptions, SearchEngine } from "./searchEngine.ts";

/** Column weights for bm25, in the table's column order: title, tags, summary, body, category. */
const BM25 = sql.raw("bm25(search_fts, 10.0, 6.0, 3.0, 1.0, 0.5)");

/**
 * An FTS5 expression. Every word comes from searchText's strict word pattern (letters, digits,
 * marks), so wrapping it in double quotes makes it a plain string: no FTS5 operator survives.
 */
function alternativeExpression(alternative: Alternative): string {
  if (alternative.kind === "prefix") return `"${alternative.word}"*`;
  if (alternative.kind === "phrase") return `"${alternative.words.join(" ")}"`;
  return `"${alternative.word}"`;
}

export function ftsExpression(
  plan: QueryPlan,
  mode: MatchMode,
  scope: MatchOptions["scope"] = "everything",
): string {
  const expression = plan.slots
    .map((slot) => `(${slot.alternatives.map(alternativeExpression).join(" OR ")})`)
    .join(mode === "all" ? " AND " : " OR ");
  return scope === "head" ? `{title tags summary}: (${expression})` : expression;
}

interface CandidateRow {
  articleId: number;
  title: string;
  tags: string;
  summary: string;
  body: string;
  category: string;
}

/** SQLite: FTS5 with the Porter stemmer over five columns, weighted by bm25. */
export const sqliteSearchEngine: SearchEngine = {
  rankBodyMatchesUpTo: 2000,
  async put(trx, document) {
    await sql`delete from search_fts where rowid = ${document.articleId}`.execute(trx);
    await sql`insert into search_fts (rowid, title, tags, summary, body, category)
      values (${document.articleId}, ${document.title}, ${document.tags}, ${document.summary},
              ${document.body}, ${document.category})`.execute(trx);
  },
  async remove(trx, articleId) {
    await sql`delete from search_fts where rowid = ${articleId}`.execute(trx);
  },
  async clear(trx) {
    await sql`delete from search_fts`.execute(trx);
  },
  async match(db, plan, { mode, scope, order, limit }) {
    // Order and cut on rowids alone, then read the texts of the chosen few: the sorter would
    // otherwise carry every matching body along.
    const { rows: chosen } = await sql<{ articleId: number }>`
      select rowid as article_id from search_fts where search_fts match ${ftsExpression(plan, mode, scope)}
      order by ${order === "rank" ? BM25 : sql.raw("rowid desc")} limit ${limit}`.execute(db);
    if (chosen.length === 0) return [];
    const { rows } = await sql<CandidateRow>`
      select rowid as article_id, title, tags, summary, substr(body, 1, 2000) as body, category
      from search_fts where rowid in (${sql.join(chosen.map((row) => row.articleId))})`.execute(db);
    return inChosenOrder(chosen, rows);
  },
  async count(db, plan, mode, upTo) {
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from (
        select 1 from search_fts where search_fts match ${ftsExpression(plan, mode)} limit ${upTo}
      )`.execute(db);
    return Number(rows[0]?.n ?? 0);
  },
};
