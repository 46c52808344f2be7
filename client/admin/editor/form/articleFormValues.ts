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
};

/** A loaded article as form values; the custom date becomes the YYYY-MM-DD a date input shows. */
export function formValuesOf(article: Article): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    summary: article.summary,
    contentHtml: article.contentHtml,
    status: article.status,
    categoryId: article.categoryId,
    coverImageUrl: article.coverImageUrl,
    coverImagePosition: article.coverImagePosition,
    tags: article.tags,
    seoTitle: article.seoTitle ?? "",
    seoDescription: article.seoDescription ?? "",
    verificationInterval: article.verificationInterval,
    customVerificationDate: article.customVerificationDate?.slice(0, 10) ?? null,
    updatedAt: article.updatedAt,
  };
}
