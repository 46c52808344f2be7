import type { Db } from "../../platform/db/database.ts";

export interface ArticleVersionRow {
  id: number;
  articleId: number;
  snapshot: string;
  createdAt: string;
  editorEmail: string | null;
  authorName: string | null;
}

/** First versions of new articles, many at once (bulk seeds). */
export async function insertArticleVersionRows(
  db: Db,
  versions: {
    articleId: number;
    snapshot: string;
    editorId: number | null;
    authorName: string | null;
    createdAt: string;
  }[],
): Promise<void> {
  await db.insertInto("articleVersions").values(versions).execute();
}

export async function insertArticleVersion(
  db: Db,
  version: {
    articleId: number;
    snapshot: string;
    editorId: number | null;
    authorName?: string | null;
    createdAt: string;
  },
): Promise<void> {
  await db.insertInto("articleVersions").values(version).execute();
}

function selectVersions(db: Db) {
  return db
    .selectFrom("articleVersions")
    .leftJoin("users", "users.id", "articleVersions.editorId")
    .select([
      "articleVersions.id",
      "articleVersions.articleId",
      "articleVersions.snapshot",
      "articleVersions.createdAt",
      "users.email as editorEmail",
      "articleVersions.authorName",
    ]);
}

/** An article's versions, newest first, with the editor's email. */
export async function versionsOfArticle(db: Db, articleId: number): Promise<ArticleVersionRow[]> {
  return selectVersions(db)
    .where("articleVersions.articleId", "=", articleId)
    .orderBy("articleVersions.id", "desc")
    .execute();
}

/** One version, only if it belongs to that article (ids of other articles' versions answer nothing). */
export async function findVersionOfArticle(
  db: Db,
  articleId: number,
  versionId: number,
): Promise<ArticleVersionRow | undefined> {
  return selectVersions(db)
    .where("articleVersions.articleId", "=", articleId)
    .where("articleVersions.id", "=", versionId)
    .executeTakeFirst();
}
