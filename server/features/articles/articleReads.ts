import type { AdminArticleSummary, Article, ArticleSummary } from "../../../shared/schemas/article.ts";
import type { Db } from "../../platform/db/database.ts";
import { type CategoryRef, categoryRefsByIds } from "../categories/categoryRepo.ts";
import { findSchedule, publishTimesOf } from "../schedules/scheduleRepo.ts";
import { emailOfUser } from "../users/userRepo.ts";
import { articleIdsWithDrafts, findArticleDraft } from "./articleDraftRepo.ts";
import {
  presentArticle,
  presentArticleDraft,
  presentArticleSummary,
  presentSchedule,
} from "./articlePresenter.ts";
import { type ArticleCardRow, cardRowsByIds } from "./articleRepo.ts";
import { tagsByArticle, tagsOf } from "./articleTagRepo.ts";
import { loadArticleRow } from "./articleWrites.ts";

const categoryIdsOf = (rows: { categoryId: number | null }[]) =>
  rows.flatMap((row) => (row.categoryId === null ? [] : [row.categoryId]));

/** Tags and categories a caller has read already, so they are not read again. */
export interface KnownSummaryParts {
  /** Tags of every row's article. */
  tags?: Map<number, string[]>;
  /** Categories of every row's article. */
  categories?: Map<number, CategoryRef>;
}

/** Summary rows → API summaries, with their tags and category. */
export async function presentSummaries(
  db: Db,
  rows: ArticleCardRow[],
  known: KnownSummaryParts = {},
): Promise<ArticleSummary[]> {
  const [tags, categories] = await Promise.all([
    known.tags ??
      tagsByArticle(
        db,
        rows.map((row) => row.id),
      ),
    known.categories ?? categoryRefsByIds(db, categoryIdsOf(rows)),
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
export async function summariesOf(db: Db, ids: number[]): Promise<ArticleSummary[]> {
  return presentSummaries(db, await cardRowsByIds(db, ids));
}

/**
 * The admin API's article (any status, whole, no related list, its staged changes). Write
 * services call it with their transaction, so what they answer is what they wrote.
 */
export async function presentAdminArticle(db: Db, id: number): Promise<Article> {
  const row = await loadArticleRow(db, id);
  const [tags, categories, authorEmail, draft, schedule] = await Promise.all([
    tagsOf(db, row.id),
    categoryRefsByIds(db, categoryIdsOf([row])),
    row.authorId === null ? null : emailOfUser(db, row.authorId),
    findArticleDraft(db, row.id),
    findSchedule(db, row.id),
  ]);
  return presentArticle(row, {
    tags,
    category: row.categoryId === null ? null : (categories.get(row.categoryId) ?? null),
    authorEmail,
    relatedArticles: [],
    draft: draft ? presentArticleDraft(draft) : null,
    schedule: schedule ? presentSchedule(schedule) : null,
  });
}

/** Staff list entries of these articles, in the order given, each saying whether changes are staged. */
export async function adminSummariesOf(db: Db, ids: number[]): Promise<AdminArticleSummary[]> {
  const [summaries, staged, publishTimes] = await Promise.all([
    summariesOf(db, ids),
    articleIdsWithDrafts(db, ids),
    publishTimesOf(db, ids),
  ]);
  return summaries.map((summary) => ({
    ...summary,
    changesPending: staged.has(summary.id),
    scheduledFor: publishTimes.get(summary.id) ?? null,
  }));
}
