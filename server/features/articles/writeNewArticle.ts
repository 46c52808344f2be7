import { DEFAULT_COVER_POSITION } from "../../../shared/constants.ts";
import type { ArticleStatus } from "../../../shared/schemas/article.ts";
import type { VerificationInterval } from "../../../shared/schemas/verification.ts";
import type { Db } from "../../platform/db/database.ts";
import type { ArticleRow, NewArticleRow } from "../../platform/db/schema.ts";
import type { SearchIndex } from "../search/index/searchIndex.ts";
import { nextVerificationDue } from "../verification/verificationSchedule.ts";
import { insertArticleRow } from "./articleRepo.ts";
import { replaceTags } from "./articleTagRepo.ts";
import { articleBody, customDateFor, storeVersion } from "./articleWrites.ts";
import { recordSlug } from "./slugRepo.ts";

/** An article to write: what an editor, the demo, a test or a benchmark knows of it. */
export interface NewArticle {
  slug: string;
  title: string;
  summary?: string;
  /** Sanitised on the way in; the text read time and search use is derived from it. */
  contentHtml?: string;
  status?: ArticleStatus;
  categoryId?: number | null;
  coverImageUrl?: string | null;
  coverImagePosition?: number;
  seoTitle?: string | null;
  seoDescription?: string | null;
  featured?: boolean;
  tags?: string[];
  verificationInterval?: VerificationInterval;
  customVerificationDate?: string | null;
  lastVerifiedAt?: string | null;
  /** Normally derived from the interval; given only to stage a due date (tests). */
  verificationExpiresAt?: string | null;
  /** Defaults to createdAt for a published article. */
  publishedAt?: string | null;
  createdAt?: string;
  updatedAt?: string;
  helpfulCount?: number;
  notHelpfulCount?: number;
  /** The author, who is also the first editor; null for imported content. */
  authorId?: number | null;
  /** Imported content's author (no staff account), named on its first version. */
  authorName?: string | null;
}

/** The article's row as it is first stored (derived fields, defaults and its due date filled in). */
export function newArticleRow(article: NewArticle): NewArticleRow {
  const createdAt = article.createdAt ?? new Date().toISOString();
  const updatedAt = article.updatedAt ?? createdAt;
  const status = article.status ?? "draft";
  const interval = article.verificationInterval ?? "none";
  const customDate = customDateFor(interval, article.customVerificationDate);
  const publishedAt =
    article.publishedAt !== undefined ? article.publishedAt : status === "published" ? createdAt : null;
  const lastVerifiedAt = article.lastVerifiedAt ?? null;
  const authorId = article.authorId ?? null;
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary ?? "",
    ...articleBody(article.contentHtml ?? ""),
    status,
    categoryId: article.categoryId ?? null,
    coverImageUrl: article.coverImageUrl ?? null,
    coverImagePosition: article.coverImagePosition ?? DEFAULT_COVER_POSITION,
    seoTitle: article.seoTitle ?? null,
    seoDescription: article.seoDescription ?? null,
    featured: article.featured ? 1 : 0,
    publishedAt,
    createdAt,
    updatedAt,
    helpfulCount: article.helpfulCount ?? 0,
    notHelpfulCount: article.notHelpfulCount ?? 0,
    verificationInterval: interval,
    customVerificationDate: customDate,
    lastVerifiedAt,
    verificationExpiresAt:
      article.verificationExpiresAt !== undefined
        ? article.verificationExpiresAt
        : nextVerificationDue(interval, lastVerifiedAt ?? publishedAt, customDate),
    authorId,
    updatedById: authorId,
  };
}

/**
 * The one way an article comes into being — the admin API, the demo seed, test factories, the
 * browser fixture and the benchmarks all call it — so every article is stored, versioned and
 * indexed alike. Call it inside a transaction (`db` is that transaction). Large seeds write
 * through writeNewArticlesInBulk, which stores the same rows.
 */
export async function writeNewArticle(db: Db, search: SearchIndex, article: NewArticle): Promise<ArticleRow> {
  const row = await insertArticleRow(db, newArticleRow(article));
  await replaceTags(db, row.id, article.tags ?? []);
  await recordSlug(db, row.id, row.slug, null, row.createdAt);
  await storeVersion(db, row.id, row.authorId, row.updatedAt, article.authorName ?? null);
  await search.syncArticle(db, row.id);
  return row;
}
