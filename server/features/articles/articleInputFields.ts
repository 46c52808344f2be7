import type { ArticleInput, StagedArticleFields } from "../../../shared/schemas/article.ts";
import type { ArticleRow } from "../../platform/db/schema.ts";
import { customDateFor } from "./articleWrites.ts";

/** An article's live fields in the shape staged changes take. */
export function liveFieldsOf(row: ArticleRow, tags: string[]): StagedArticleFields {
  return {
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    contentHtml: row.contentHtml,
    categoryId: row.categoryId,
    coverImageUrl: row.coverImageUrl,
    coverImagePosition: row.coverImagePosition,
    tags,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    featured: row.featured === 1,
    verificationInterval: row.verificationInterval,
    customVerificationDate: row.customVerificationDate,
  };
}

/**
 * A save's fields: what the input gives, and for what it leaves out (slug, featured, the
 * verification schedule) what `base` holds: the article as it is, or its staged changes.
 */
export function fieldsFromInput(input: ArticleInput, base: StagedArticleFields): StagedArticleFields {
  const interval = input.verificationInterval ?? base.verificationInterval;
  return {
    title: input.title,
    slug: input.slug ?? base.slug,
    summary: input.summary,
    contentHtml: input.contentHtml,
    categoryId: input.categoryId,
    coverImageUrl: input.coverImageUrl,
    coverImagePosition: input.coverImagePosition,
    tags: input.tags,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    featured: input.featured ?? base.featured,
    verificationInterval: interval,
    customVerificationDate: customDateFor(
      interval,
      input.verificationInterval === undefined ? base.customVerificationDate : input.customVerificationDate,
    ),
  };
}
