import type { Article, ArticleSummary } from "../../shared/schemas/article.ts";
import type { Db } from "../db/database.ts";
import type { Dialect } from "../db/dialects/dialect.ts";
import { type CardColumns, cardRowsByIds } from "../db/repos/articleRepo.ts";
import { tagsByArticle, tagsOf } from "../db/repos/articleTagRepo.ts";
import { categoryRefsByIds } from "../db/repos/categoryRepo.ts";
import { emailOfUser } from "../db/repos/userRepo.ts";
import type { ArticleRow } from "../db/schema.ts";
import { presentArticle, presentArticleSummary, presentCards } from "../presenters/articlePresenter.ts";

const categoryIdsOf = (rows: { categoryId: number | null }[]) =>
  rows.flatMap((row) => (row.categoryId === null ? [] : [row.categoryId]));

/** Rows without their tags and category (staff lists) → API summaries: reads both, together. */
export async function presentSummaries(db: Db, rows: CardColumns[]): Promise<ArticleSummary[]> {
  const [tags, categories] = await Promise.all([
    tagsByArticle(
      db,
      rows.map((row) => row.id),
    ),
    categoryRefsByIds(db, categoryIdsOf(rows)),
  ]);
  return rows.map((row) =>
    presentArticleSummary(
      row,
      tags.get(row.id) ?? [],
      row.categoryId === null ? null : (categories.get(row.categoryId) ?? null),
    ),
  );
}

/** API summaries of these articles, in the order given. */
export async function summariesOf(db: Db, dialect: Dialect, ids: number[]): Promise<ArticleSummary[]> {
  return presentCards(await cardRowsByIds(db, dialect, ids));
}

/** A whole article row → the API article with tags, category, author and the given related list. */
export async function presentFullArticle(
  db: Db,
  row: ArticleRow,
  relatedArticles: ArticleSummary[],
): Promise<Article> {
  const [tags, categories, authorEmail] = await Promise.all([
    tagsOf(db, row.id),
    categoryRefsByIds(db, categoryIdsOf([row])),
    row.authorId === null ? null : emailOfUser(db, row.authorId),
  ]);
  return presentArticle(row, {
    tags,
    category: row.categoryId === null ? null : (categories.get(row.categoryId) ?? null),
    authorEmail,
    relatedArticles,
  });
}
