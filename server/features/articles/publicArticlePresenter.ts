import type { ArticleSummary, PublicArticle } from "../../../shared/schemas/article.ts";
import type { ArticleRow } from "../../platform/db/schema.ts";

/**
 * An article as visitors see it: its card fields plus body and SEO texts, and nothing staff-only.
 * Built field by field (not by removing fields from the staff shape), so a column added later
 * stays private until someone decides visitors may see it.
 */
export function presentPublicArticle(
  summary: ArticleSummary,
  row: Pick<ArticleRow, "contentHtml" | "seoTitle" | "seoDescription">,
  relatedArticles: ArticleSummary[],
): PublicArticle {
  return {
    ...summary,
    contentHtml: row.contentHtml,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    relatedArticles,
  };
}
