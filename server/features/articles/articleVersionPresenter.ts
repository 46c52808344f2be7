import { DEFAULT_COVER_POSITION } from "../../../shared/constants.ts";
import type { ArticleVersion, ArticleVersionDetail } from "../../../shared/schemas/article.ts";
import type { ArticleVersionRow } from "./articleVersionRepo.ts";

/** Version row → article version (list entry). */
export function presentArticleVersion(row: ArticleVersionRow): ArticleVersion {
  return {
    id: row.id,
    createdAt: row.createdAt,
    editor: row.editorEmail ? { email: row.editorEmail } : null,
    authorName: row.editorEmail ? null : row.authorName,
  };
}

const stringOr = (value: unknown, fallback: string): string => (typeof value === "string" ? value : fallback);
const stringOrNull = (value: unknown): string | null => (typeof value === "string" ? value : null);

/**
 * Version row → the saved article as it was. Snapshots written by older code may lack a field, so
 * each one falls back to the empty value rather than failing the whole answer.
 */
export function presentArticleVersionDetail(row: ArticleVersionRow): ArticleVersionDetail {
  const saved = JSON.parse(row.snapshot) as Record<string, unknown>;
  return {
    ...presentArticleVersion(row),
    title: stringOr(saved.title, ""),
    slug: stringOr(saved.slug, ""),
    summary: stringOr(saved.summary, ""),
    contentHtml: stringOr(saved.contentHtml, ""),
    status: saved.status === "published" ? "published" : "draft",
    categoryId: typeof saved.categoryId === "number" ? saved.categoryId : null,
    coverImageUrl: stringOrNull(saved.coverImageUrl),
    coverImagePosition:
      typeof saved.coverImagePosition === "number" ? saved.coverImagePosition : DEFAULT_COVER_POSITION,
    seoTitle: stringOrNull(saved.seoTitle),
    seoDescription: stringOrNull(saved.seoDescription),
    tags: Array.isArray(saved.tags) ? saved.tags.filter((tag): tag is string => typeof tag === "string") : [],
  };
}
