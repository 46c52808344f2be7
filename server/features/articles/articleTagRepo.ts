import type { Db } from "../../platform/db/database.ts";
import { preparedQuery } from "../../platform/db/preparedQuery.ts";

/** Ids per query: well under SQLite's and PostgreSQL's bound-parameter limits. */
export const ID_CHUNK = 500;

const tagRowsQuery = preparedQuery((db, { ids }: { ids: number[] }) =>
  db
    .selectFrom("articleTags")
    .select(["articleId", "tag"])
    .where("articleId", "in", ids)
    .orderBy("articleId")
    .orderBy("position"),
);

/** Tags of each article, in the order the editor gave them. */
export async function tagsByArticle(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const tags = new Map<number, string[]>();
  for (let start = 0; start < ids.length; start += ID_CHUNK) {
    const rows = await tagRowsQuery(db, { ids: ids.slice(start, start + ID_CHUNK) });
    for (const row of rows) {
      const list = tags.get(row.articleId) ?? [];
      list.push(row.tag);
      tags.set(row.articleId, list);
    }
  }
  return tags;
}

/** The tags of one article, in order. */
export async function tagsOf(db: Db, articleId: number): Promise<string[]> {
  return (await tagsByArticle(db, [articleId])).get(articleId) ?? [];
}

/** Replaces an article's tags with these, in this order. */
/** Tags of new articles, many at once (bulk seeds). */
export async function insertArticleTagRows(
  db: Db,
  rows: { articleId: number; tag: string; position: number }[],
): Promise<void> {
  await db.insertInto("articleTags").values(rows).execute();
}

export async function replaceTags(db: Db, articleId: number, tags: string[]): Promise<void> {
  await db.deleteFrom("articleTags").where("articleId", "=", articleId).execute();
  if (tags.length > 0)
    await db
      .insertInto("articleTags")
      .values(tags.map((tag, position) => ({ articleId, tag, position })))
      .execute();
}
