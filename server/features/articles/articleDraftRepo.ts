import type { Db } from "../../platform/db/database.ts";
import type { ArticleDraftRow } from "../../platform/db/schema.ts";
import { ID_CHUNK } from "./articleTagRepo.ts";

/** A staged-changes row with the email of whoever saved it last. */
export type ArticleDraftWithSaver = ArticleDraftRow & { savedByEmail: string | null };

export function findArticleDraft(db: Db, articleId: number): Promise<ArticleDraftWithSaver | undefined> {
  return db
    .selectFrom("articleDrafts")
    .leftJoin("users", "users.id", "articleDrafts.savedById")
    .selectAll("articleDrafts")
    .select("users.email as savedByEmail")
    .where("articleDrafts.articleId", "=", articleId)
    .executeTakeFirst();
}

/**
 * Stores staged changes: a first save inserts, later ones replace, each only if nobody saved
 * since `previousSavedAt` (null: there was no draft). Returns whether the row was written, so
 * of two saves racing from the same starting point only one wins.
 */
export async function writeArticleDraft(
  db: Db,
  row: ArticleDraftRow,
  previousSavedAt: string | null,
): Promise<boolean> {
  if (previousSavedAt === null) {
    const inserted = await db
      .insertInto("articleDrafts")
      .values(row)
      .onConflict((oc) => oc.column("articleId").doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const updated = await db
    .updateTable("articleDrafts")
    .set({ fields: row.fields, savedAt: row.savedAt, savedById: row.savedById })
    .where("articleId", "=", row.articleId)
    .where("savedAt", "=", previousSavedAt)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function deleteArticleDraft(db: Db, articleId: number): Promise<void> {
  await db.deleteFrom("articleDrafts").where("articleId", "=", articleId).execute();
}

/** Which of these articles have staged changes. */
export async function articleIdsWithDrafts(db: Db, ids: number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (let start = 0; start < ids.length; start += ID_CHUNK) {
    const rows = await db
      .selectFrom("articleDrafts")
      .select("articleId")
      .where("articleId", "in", ids.slice(start, start + ID_CHUNK))
      .execute();
    for (const row of rows) found.add(row.articleId);
  }
  return found;
}
