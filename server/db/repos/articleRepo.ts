import { sql } from "kysely";
import type { Article, ArticleSummary } from "../../../shared/schemas/article.ts";
import {
  type ArticleSummaryRow,
  type CategoryRef,
  presentArticle,
  presentArticleSummary,
} from "../../presenters/articlePresenter.ts";
import type { Db } from "../database.ts";
import type { ArticleRow } from "../schema.ts";

const summaryColumns = [
  "articles.id",
  "articles.slug",
  "articles.title",
  "articles.summary",
  "articles.status",
  "articles.categoryId",
  "articles.coverImageUrl",
  "articles.coverImagePosition",
  "articles.seoTitle",
  "articles.seoDescription",
  "articles.featured",
  "articles.publishedAt",
  "articles.createdAt",
  "articles.updatedAt",
  "articles.helpfulCount",
  "articles.notHelpfulCount",
  "articles.verificationInterval",
  "articles.customVerificationDate",
  "articles.lastVerifiedAt",
  "articles.verificationExpiresAt",
  "articles.authorId",
  "articles.updatedById",
] as const;

/** Articles without their bodies (lists stay light), with the body's text length for read time. */
export function selectArticleSummaries(db: Db) {
  return db
    .selectFrom("articles")
    .select(summaryColumns)
    .select(sql<number>`length(articles.content_text)`.as("contentLength"));
}

/** Ids per query: well under SQLite's and PostgreSQL's bound-parameter limits. */
const ID_CHUNK = 500;

/** Tags of each article, in the order the editor gave them. */
export async function tagsByArticle(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const tags = new Map<number, string[]>();
  for (let start = 0; start < ids.length; start += ID_CHUNK) {
    const rows = await db
      .selectFrom("articleTags")
      .select(["articleId", "tag"])
      .where("articleId", "in", ids.slice(start, start + ID_CHUNK))
      .orderBy("articleId")
      .orderBy("position")
      .execute();
    for (const row of rows) {
      const list = tags.get(row.articleId) ?? [];
      list.push(row.tag);
      tags.set(row.articleId, list);
    }
  }
  return tags;
}

async function categoriesById(db: Db, ids: number[]): Promise<Map<number, CategoryRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom("categories")
    .select(["id", "name", "slug"])
    .where("id", "in", unique)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Summary rows → API summaries, with their tags and category. */
export async function presentSummaries(db: Db, rows: ArticleSummaryRow[]): Promise<ArticleSummary[]> {
  const ids = rows.map((row) => row.id);
  const [tags, categories] = await Promise.all([
    tagsByArticle(db, ids),
    categoriesById(
      db,
      rows.flatMap((row) => (row.categoryId === null ? [] : [row.categoryId])),
    ),
  ]);
  return rows.map((row) =>
    presentArticleSummary(
      row,
      tags.get(row.id) ?? [],
      row.categoryId === null ? null : (categories.get(row.categoryId) ?? null),
    ),
  );
}

/**
 * Summaries of these articles, in the order given. Lists choose their ids first on cheap columns,
 * so the bodies' lengths (for read time) are measured only for the rows shown.
 */
export async function summariesOf(db: Db, ids: number[]): Promise<ArticleSummary[]> {
  const byId = new Map<number, ArticleSummaryRow>();
  for (let start = 0; start < ids.length; start += ID_CHUNK) {
    const rows = await selectArticleSummaries(db)
      .where("articles.id", "in", ids.slice(start, start + ID_CHUNK))
      .execute();
    for (const row of rows) byId.set(row.id, row);
  }
  const ordered = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return presentSummaries(db, ordered);
}

/** A whole article row → the API article with tags, category, author and the given related list. */
export async function presentFullArticle(
  db: Db,
  row: ArticleRow,
  relatedArticles: ArticleSummary[],
): Promise<Article> {
  const [tags, categories, author] = await Promise.all([
    tagsByArticle(db, [row.id]),
    categoriesById(db, row.categoryId === null ? [] : [row.categoryId]),
    row.authorId === null
      ? undefined
      : db.selectFrom("users").select("email").where("id", "=", row.authorId).executeTakeFirst(),
  ]);
  return presentArticle(row, {
    tags: tags.get(row.id) ?? [],
    category: row.categoryId === null ? null : (categories.get(row.categoryId) ?? null),
    authorEmail: author?.email ?? null,
    relatedArticles,
  });
}

/** Published articles of the same category or sharing a tag, most shared first (DESIGN: up to 4). */
export async function findRelatedArticles(
  db: Db,
  article: { id: number; categoryId: number | null },
  tags: string[],
  limit: number,
): Promise<ArticleSummary[]> {
  const candidates = await db
    .selectFrom("articles")
    .select(["articles.id", "articles.categoryId"])
    .where("articles.status", "=", "published")
    .where("articles.id", "!=", article.id)
    .where((eb) => {
      const either = [];
      if (article.categoryId !== null) either.push(eb("articles.categoryId", "=", article.categoryId));
      if (tags.length > 0)
        either.push(
          eb(
            "articles.id",
            "in",
            eb
              .selectFrom("articleTags")
              .select("articleTags.articleId")
              .where((inner) =>
                inner(
                  inner.fn<string>("lower", ["articleTags.tag"]),
                  "in",
                  tags.map((tag) => tag.toLowerCase()),
                ),
              ),
          ),
        );
      return either.length > 0 ? eb.or(either) : sql<boolean>`1 = 0`;
    })
    .orderBy("articles.helpfulCount", "desc")
    .orderBy("articles.id", "desc")
    .limit(100)
    .execute();
  if (candidates.length === 0) return [];
  const candidateTags = await tagsByArticle(
    db,
    candidates.map((row) => row.id),
  );
  const wanted = new Set(tags.map((tag) => tag.toLowerCase()));
  const score = (row: { id: number; categoryId: number | null }) =>
    (candidateTags.get(row.id) ?? []).filter((tag) => wanted.has(tag.toLowerCase())).length * 2 +
    (row.categoryId !== null && row.categoryId === article.categoryId ? 1 : 0);
  const ranked = candidates
    .map((row, index) => ({ row, index, score: score(row) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ row }) => row.id);
  return summariesOf(db, ranked);
}
