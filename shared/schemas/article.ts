import { z } from "zod";
import { DEFAULT_COVER_POSITION } from "../constants.ts";
import { categorySchema } from "./category.ts";
import {
  idParam,
  listCursorParam,
  NUMBERED_PAGE_LIMIT,
  optionalSiteUrl,
  pageParam,
  paginationSchema,
  requiredText,
  slugField,
  text,
} from "./fields.ts";
import { responsiveImageSchema } from "./responsiveImage.ts";
import { articleScheduleSchema } from "./schedule.ts";
import { verificationIntervalSchema, verificationSettingsSchema } from "./verification.ts";

export const articleStatusSchema = z.enum(["draft", "published"], {
  message: "Status must be draft or published",
});
export type ArticleStatus = z.infer<typeof articleStatusSchema>;

const categoryRefSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });

/** A card or list entry: what lists, featured and related articles show. */
export const articleSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  status: articleStatusSchema,
  categoryId: z.number().nullable(),
  category: categoryRefSchema.nullable(),
  coverImageUrl: z.string().nullable(),
  coverImagePosition: z.number(),
  /** Public answers: the cover's variants and size when it is an uploaded image. */
  coverImage: responsiveImageSchema.nullable().optional(),
  tags: z.array(z.string()),
  featured: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  helpfulCount: z.number(),
  notHelpfulCount: z.number(),
  readTime: z.number(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/**
 * Staged changes to a published article: the fields of a save, kept apart from what visitors
 * see until published or discarded.
 */
export const articleDraftSchema = z.object({
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  contentHtml: z.string(),
  categoryId: z.number().nullable(),
  coverImageUrl: z.string().nullable(),
  coverImagePosition: z.number(),
  tags: z.array(z.string()),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  featured: z.boolean(),
  verificationInterval: verificationIntervalSchema,
  customVerificationDate: z.string().nullable(),
  savedAt: z.string(),
  savedBy: z.object({ id: z.number(), email: z.string() }).nullable(),
});
export type ArticleDraft = z.infer<typeof articleDraftSchema>;
/** The staged fields as stored (who saved them and when live beside them). */
export type StagedArticleFields = Omit<ArticleDraft, "savedAt" | "savedBy">;

/** An article, whole (staff only): the live fields, and `draft` when changes are staged. */
export const articleSchema = articleSummarySchema.extend({
  contentHtml: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  lastVerifiedAt: z.string().nullable(),
  verificationExpiresAt: z.string().nullable(),
  verificationInterval: verificationIntervalSchema,
  customVerificationDate: z.string().nullable(),
  authorEmail: z.string().nullable(),
  relatedArticles: z.array(articleSummarySchema),
  draft: articleDraftSchema.nullable(),
  schedule: articleScheduleSchema.nullable(),
});
export type Article = z.infer<typeof articleSchema>;

/** An entry of the staff article list: a summary, and whether changes are staged. */
export const adminArticleSummarySchema = articleSummarySchema.extend({
  changesPending: z.boolean(),
  /** When the schedule publishes it (or its staged changes), if it does. */
  scheduledFor: z.string().nullable(),
});
export type AdminArticleSummary = z.infer<typeof adminArticleSummarySchema>;

/**
 * GET /api/public/articles/:slug and the article page's state: what a visitor reads.
 * Never the author's email (a staff sign-in name) nor the verification schedule (internal).
 */
export const publicArticleSchema = articleSummarySchema.extend({
  contentHtml: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  relatedArticles: z.array(articleSummarySchema),
});
export type PublicArticle = z.infer<typeof publicArticleSchema>;

/** GET /api/admin/articles/defaults: what a new article starts with (the help center's settings). */
export const articleDefaultsSchema = z.object({
  verificationInterval: verificationIntervalSchema,
});
export type ArticleDefaults = z.infer<typeof articleDefaultsSchema>;

/** GET /api/admin/verification/articles entry (the dashboard's verification card). */
export const verificationItemSchema = articleSummarySchema.extend({
  verificationInterval: verificationIntervalSchema,
  lastVerifiedAt: z.string().nullable(),
  verificationExpiresAt: z.string().nullable(),
  /** Due when the expiry is now or earlier ("Due now"). */
  dueNow: z.boolean(),
  /** Readers who reported the article outdated since it was last verified. */
  reportedOutdated: z.number(),
});
export type VerificationItem = z.infer<typeof verificationItemSchema>;

/** An article version. */
export const articleVersionSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  editor: z.object({ email: z.string() }).nullable(),
  /** Who wrote imported content (the demo's author), for a version no staff account saved. */
  authorName: z.string().nullable(),
});
export type ArticleVersion = z.infer<typeof articleVersionSchema>;

/** GET /api/admin/articles/:id/versions/:versionId: the article as that save left it. */
export const articleVersionDetailSchema = articleVersionSchema.extend({
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  contentHtml: z.string(),
  status: articleStatusSchema,
  categoryId: z.number().nullable(),
  coverImageUrl: z.string().nullable(),
  coverImagePosition: z.number(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  tags: z.array(z.string()),
});
export type ArticleVersionDetail = z.infer<typeof articleVersionDetailSchema>;

export const articleVersionParams = idParam.extend({
  versionId: z.coerce.number({ message: "Version id must be a number" }).int().min(1).max(2_147_483_647),
});

const tags = z
  .array(text(50), { message: "Tags must be a list of words" })
  .max(30, "At most 30 tags")
  .default([])
  .transform((list) => {
    const seen = new Set<string>();
    const unique: string[] = [];
    for (const raw of list) {
      const tag = raw.trim();
      if (tag && !seen.has(tag.toLowerCase())) {
        seen.add(tag.toLowerCase());
        unique.push(tag);
      }
    }
    return unique;
  });

/**
 * POST/PUT /api/admin/articles. The verification fields are optional here so that an
 * article can be created already published (publishing needs a verification interval).
 * `updatedAt` is the version the editor started from: a stale one is refused with 409.
 */
export const articleInputSchema = z
  .strictObject({
    title: requiredText(200, "Title is required"),
    slug: z
      .union([slugField, z.literal("")])
      .optional()
      .transform((value) => value || undefined),
    summary: text(500)
      .optional()
      .transform((value) => value?.trim() ?? ""),
    contentHtml: text(500_000).optional().default(""),
    status: articleStatusSchema.default("draft"),
    categoryId: z
      .number({ message: "Category must be a number" })
      .int()
      .min(1)
      .max(2_147_483_647)
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    coverImageUrl: optionalSiteUrl.optional().transform((value) => value ?? null),
    coverImagePosition: z
      .number({ message: "Cover image position must be a number" })
      .min(0, "Cover image position must be between 0 and 100")
      .max(100, "Cover image position must be between 0 and 100")
      .transform(Math.round)
      .default(DEFAULT_COVER_POSITION),
    tags,
    seoTitle: text(200)
      .nullable()
      .optional()
      .transform((value) => value?.trim() || null),
    seoDescription: text(500)
      .nullable()
      .optional()
      .transform((value) => value?.trim() || null),
    featured: z.boolean().optional(),
    verificationInterval: verificationSettingsSchema.shape.verificationInterval.optional(),
    customVerificationDate: verificationSettingsSchema.shape.customVerificationDate,
    updatedAt: z
      .string()
      .max(40)
      .refine((value) => !Number.isNaN(Date.parse(value)), "updatedAt must be a timestamp")
      .optional(),
  })
  .refine((value) => value.verificationInterval !== "custom" || value.customVerificationDate !== null, {
    message: "A custom verification interval needs a date",
    path: ["customVerificationDate"],
  });
export type ArticleInput = z.infer<typeof articleInputSchema>;

/** The staff list's status filter: a status, or published articles with staged changes. */
export const adminArticleStatusFilterSchema = z.enum(["draft", "published", "changes-pending", "scheduled"], {
  message: "Status must be draft, published, changes-pending or scheduled",
});
export type AdminArticleStatusFilter = z.infer<typeof adminArticleStatusFilterSchema>;

/** GET /api/admin/articles query. */
export const adminArticleListQuerySchema = z.strictObject({
  page: z.coerce
    .number({ message: "Page must be a number" })
    .int("Page must be a whole number")
    .min(1, "Page must be 1 or more")
    .max(
      NUMBERED_PAGE_LIMIT,
      `Pages after ${NUMBERED_PAGE_LIMIT} are reached by the cursor of the Link header`,
    )
    .optional(),
  /** Where the page starts: the `cursor` of the previous page's `Link: <…>; rel="next"` header. */
  cursor: listCursorParam.optional(),
  search: text(200).optional(),
  categoryId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  status: adminArticleStatusFilterSchema.optional(),
  /** Only published articles whose verification is due now. */
  needsVerification: z
    .enum(["true", "false"], { message: "needsVerification must be true or false" })
    .optional(),
  sort: z
    .enum(["updated", "title", "helpful"], { message: "Sort must be updated, title or helpful" })
    .default("updated"),
});
export type AdminArticleListQuery = z.infer<typeof adminArticleListQuerySchema>;

/**
 * Where a category page stands: `next` and `previous` are cursors of the pages after and before
 * it (null when there is none), read from where this page ends, so a deep page costs what the
 * first does and an article added meanwhile neither repeats nor skips one.
 */
export const categoryPaginationSchema = paginationSchema.extend({
  next: z.string().nullable(),
  previous: z.string().nullable(),
});

/** GET /api/public/categories/:slug: the category, a page of its articles, and whether more exist. */
export const publicCategoryPageSchema = z.object({
  category: categorySchema,
  articles: z.array(articleSummarySchema),
  pagination: categoryPaginationSchema,
});
export type PublicCategoryPage = z.infer<typeof publicCategoryPageSchema>;

/** The orders a public category page offers: most recent (default), most popular, A-Z. */
export const categorySortSchema = z.enum(["recent", "popular", "title"]).default("recent");
export type CategorySort = z.output<typeof categorySortSchema>;

export const publicCategoryQuerySchema = z
  .strictObject({
    /** A numbered page, for old addresses: up to NUMBERED_PAGE_LIMIT. */
    page: pageParam.pipe(
      z
        .number()
        .max(NUMBERED_PAGE_LIMIT, `Pages after ${NUMBERED_PAGE_LIMIT} are reached by pagination.next`),
    ),
    /** The page `pagination.next` or `pagination.previous` of another page names. */
    cursor: listCursorParam.optional(),
    sort: categorySortSchema,
  })
  .refine((query) => query.cursor === undefined || query.page === 1, {
    message: "Give a page or a cursor, not both",
    path: ["cursor"],
  });
