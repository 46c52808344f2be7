import type { z } from "zod";
import { DEFAULT_COVER_POSITION } from "../../../../shared/constants.ts";
import type { Article, articleInputSchema } from "../../../../shared/schemas/article.ts";

/** The editor form holds exactly what POST/PUT /api/admin/articles takes (shared schema input). */
export type ArticleFormValues = z.input<typeof articleInputSchema> & {
  slug: string;
  summary: string;
  contentHtml: string;
  tags: string[];
  seoTitle: string;
  seoDescription: string;
  coverImageUrl: string | null;
  coverImagePosition: number;
  categoryId: number | null;
  verificationInterval: NonNullable<z.input<typeof articleInputSchema>["verificationInterval"]>;
  customVerificationDate: string | null;
  featured: boolean;
};

export const emptyArticleForm: ArticleFormValues = {
  title: "",
  slug: "",
  summary: "",
  contentHtml: "",
  status: "draft",
  categoryId: null,
  coverImageUrl: null,
  coverImagePosition: DEFAULT_COVER_POSITION,
  tags: [],
  seoTitle: "",
  seoDescription: "",
  verificationInterval: "none",
  customVerificationDate: null,
  featured: false,
};

/**
 * A loaded article as form values: its staged changes when it has some, else the article as it
 * is; the custom date becomes the YYYY-MM-DD a date input shows. `updatedAt` is the revision the
 * next save starts from (the staged changes' save time, or the article's), checked by the server.
 */
export function formValuesOf(article: Article): ArticleFormValues {
  const fields = article.draft ?? article;
  return {
    title: fields.title,
    slug: fields.slug,
    summary: fields.summary,
    contentHtml: fields.contentHtml,
    status: article.status,
    categoryId: fields.categoryId,
    coverImageUrl: fields.coverImageUrl,
    coverImagePosition: fields.coverImagePosition,
    tags: fields.tags,
    seoTitle: fields.seoTitle ?? "",
    seoDescription: fields.seoDescription ?? "",
    verificationInterval: fields.verificationInterval,
    customVerificationDate: fields.customVerificationDate?.slice(0, 10) ?? null,
    featured: fields.featured,
    updatedAt: article.draft?.savedAt ?? article.updatedAt,
  };
}
