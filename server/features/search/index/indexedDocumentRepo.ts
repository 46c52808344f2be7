import type { Db } from "../../../platform/db/database.ts";
import { tagsOf } from "../../articles/articleTagRepo.ts";
import type { IndexedDocument } from "../engines/searchEngine.ts";

/** The article's text as the index holds it, or null when it is missing or not published. */
export async function readIndexedDocument(trx: Db, articleId: number): Promise<IndexedDocument | null> {
  const article = await trx
    .selectFrom("articles")
    .leftJoin("categories", "categories.id", "articles.categoryId")
    .select(["articles.id", "articles.title", "articles.summary", "articles.contentText", "articles.status"])
    .select("categories.name as categoryName")
    .where("articles.id", "=", articleId)
    .executeTakeFirst();
  if (article?.status !== "published") return null;
  const tags = await tagsOf(trx, articleId);
  return {
    articleId,
    title: article.title,
    tags: tags.join(" "),
    summary: article.summary,
    body: article.contentText,
    category: article.categoryName ?? "",
  };
}
