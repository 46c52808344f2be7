import type { Db } from "../database.ts";

export async function insertArticleVersion(
  db: Db,
  version: { articleId: number; snapshot: string; editorId: number | null; createdAt: string },
): Promise<void> {
  await db.insertInto("articleVersions").values(version).execute();
}

/** An article's versions, newest first, with the editor's email. */
export function versionsOfArticle(
  db: Db,
  articleId: number,
): Promise<{ id: number; createdAt: string; email: string | null }[]> {
  return db
    .selectFrom("articleVersions")
    .leftJoin("users", "users.id", "articleVersions.editorId")
    .select(["articleVersions.id", "articleVersions.createdAt", "users.email"])
    .where("articleVersions.articleId", "=", articleId)
    .orderBy("articleVersions.id", "desc")
    .execute();
}
