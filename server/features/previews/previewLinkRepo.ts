import type { Db } from "../../platform/db/database.ts";
import type { PreviewLinksTable } from "../../platform/db/schema.ts";

export async function insertPreviewLink(db: Db, row: PreviewLinksTable): Promise<void> {
  await db.insertInto("previewLinks").values(row).execute();
}

export function findPreviewLink(db: Db, tokenHash: string): Promise<PreviewLinksTable | undefined> {
  return db.selectFrom("previewLinks").selectAll().where("tokenHash", "=", tokenHash).executeTakeFirst();
}

/** Revokes every link of the article. */
export async function deletePreviewLinksOf(db: Db, articleId: number): Promise<void> {
  await db.deleteFrom("previewLinks").where("articleId", "=", articleId).execute();
}

/** Links expired before `now` serve nothing; removing them keeps the table small. */
export async function deleteExpiredPreviewLinks(db: Db, now: string): Promise<void> {
  await db.deleteFrom("previewLinks").where("expiresAt", "<", now).execute();
}
