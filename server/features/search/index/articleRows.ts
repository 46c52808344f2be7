import type { Db } from "../../../platform/db/database.ts";
import type { ArticleRow, Candidate, SearchEngine } from "../engines/searchEngine.ts";

/**
 * One search's reads of articles by id: ranking reads the bodies of the candidates it needs,
 * and the answer shows a few of the same articles, so each row carries what both need and is
 * read once. Rows an engine returned with its matches (`withArticles`, `likelyShown`) are not read again.
 */
export class ArticleRows {
  private readonly rows = new Map<number, ArticleRow | null>();

  constructor(
    private readonly engine: SearchEngine,
    private readonly db: Db,
    candidates: Candidate[],
  ) {
    for (const { article } of candidates) if (article) this.rows.set(article.id, article);
  }

  async get(articleIds: number[]): Promise<Map<number, ArticleRow>> {
    await this.read(articleIds);
    const result = new Map<number, ArticleRow>();
    for (const id of articleIds) {
      const row = this.rows.get(id);
      if (row) result.set(id, row);
    }
    return result;
  }

  async bodies(articleIds: number[]): Promise<Map<number, string>> {
    const rows = await this.get(articleIds);
    return new Map([...rows].map(([id, row]) => [id, row.body]));
  }

  private async read(articleIds: number[]): Promise<void> {
    const missing = articleIds.filter((id) => !this.rows.has(id));
    if (missing.length === 0) return;
    const found = await this.engine.readArticles(this.db, missing);
    for (const id of missing) this.rows.set(id, null);
    for (const row of found) this.rows.set(row.id, row);
  }
}
