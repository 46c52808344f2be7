import { readTime } from "../../../shared/readTime.ts";
import type {
  Article,
  ArticleDraft,
  ArticleSummary,
  StagedArticleFields,
} from "../../../shared/schemas/article.ts";
import type { ArticleSchedule } from "../../../shared/schemas/schedule.ts";
import type { ArticleRow, ArticleSchedulesTable } from "../../platform/db/schema.ts";
import type { CategoryRef } from "../categories/categoryRepo.ts";
import type { ArticleDraftWithSaver } from "./articleDraftRepo.ts";
import type { ArticleCardRow } from "./articleRepo.ts";

/** Row → article summary (cards, lists, featured, related). */
export function presentArticleSummary(
  row: ArticleCardRow,
  tags: string[],
  category: CategoryRef | null,
): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    status: row.status,
    categoryId: row.categoryId,
    category,
    coverImageUrl: row.coverImageUrl,
    coverImagePosition: row.coverImagePosition,
    tags,
    featured: row.featured === 1,
    publishedAt: row.publishedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    helpfulCount: row.helpfulCount,
    notHelpfulCount: row.notHelpfulCount,
    readTime: readTime(Number(row.contentLength)),
  };
}

/** Row → article, whole. */
export function presentArticle(
  row: ArticleRow,
  extras: {
    tags: string[];
    category: CategoryRef | null;
    authorEmail: string | null;
    relatedArticles: ArticleSummary[];
    draft: ArticleDraft | null;
    schedule: ArticleSchedule | null;
  },
): Article {
  return {
    ...presentArticleSummary({ ...row, contentLength: row.contentText.length }, extras.tags, extras.category),
    contentHtml: row.contentHtml,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    lastVerifiedAt: row.lastVerifiedAt,
    verificationExpiresAt: row.verificationExpiresAt,
    verificationInterval: row.verificationInterval,
    customVerificationDate: row.customVerificationDate,
    authorEmail: extras.authorEmail,
    relatedArticles: extras.relatedArticles,
    draft: extras.draft,
    schedule: extras.schedule,
  };
}

/** Staged-changes row → the article's `draft`. */
export function presentArticleDraft(row: ArticleDraftWithSaver): ArticleDraft {
  return {
    ...(JSON.parse(row.fields) as StagedArticleFields),
    savedAt: row.savedAt,
    savedBy:
      row.savedById === null || row.savedByEmail === null
        ? null
        : { id: row.savedById, email: row.savedByEmail },
  };
}

/** Schedule row → the article's `schedule` (null when nothing is set and nothing failed). */
export function presentSchedule(row: ArticleSchedulesTable): ArticleSchedule | null {
  if (row.publishAt === null && row.unpublishAt === null && row.failure === null) return null;
  return {
    publishAt: row.publishAt,
    unpublishAt: row.unpublishAt,
    failedAt: row.failedAt,
    failure: row.failure,
  };
}
