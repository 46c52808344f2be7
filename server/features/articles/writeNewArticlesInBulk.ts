import type { Db } from "../../platform/db/database.ts";
import { insertArticleRows } from "./articleRepo.ts";
import { insertArticleTagRows } from "./articleTagRepo.ts";
import { insertArticleVersionRows } from "./articleVersionRepo.ts";
import { type NewArticle, newArticleRow } from "./writeNewArticle.ts";

/** Rows per insert: well under both databases' limits on a statement's parameters. */
const ROWS_PER_INSERT = 100;

/**
 * Many new articles at once (large seeds and the scale benchmark): the rows, tags and first
 * versions writeNewArticle stores, written a hundred to a statement. They are not indexed one
 * by one: once every batch is written, the caller rebuilds the search index (`search.rebuild`,
 * as after an import), which indexes every published article as a save does. Call it outside a
 * transaction: each batch is one.
 */
export async function writeNewArticlesInBulk(db: Db, articles: NewArticle[]): Promise<void> {
  for (let start = 0; start < articles.length; start += ROWS_PER_INSERT) {
    const batch = articles.slice(start, start + ROWS_PER_INSERT);
    await db.transaction().execute(async (trx) => {
      const rows = await insertArticleRows(
        trx,
        batch.map((article) => newArticleRow(article)),
      );
      const tags = rows.flatMap((row, index) =>
        (batch[index]!.tags ?? []).map((tag, position) => ({ articleId: row.id, tag, position })),
      );
      if (tags.length > 0) await insertArticleTagRows(trx, tags);
      await insertArticleVersionRows(
        trx,
        rows.map(({ contentText: _text, ...snapshot }, index) => ({
          articleId: snapshot.id,
          snapshot: JSON.stringify({ ...snapshot, tags: batch[index]!.tags ?? [] }),
          editorId: snapshot.authorId,
          authorName: batch[index]!.authorName ?? null,
          createdAt: snapshot.updatedAt,
        })),
      );
    });
  }
}
