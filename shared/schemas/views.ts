import { z } from "zod";
import { analyticsWindowDays, analyticsWindowSchema } from "./analytics.ts";

/** GET /api/admin/analytics/views: the window, and optionally the articles to count. */
export const viewsQuerySchema = z.strictObject({
  days: z.coerce
    .number()
    .refine((days) => (analyticsWindowDays as readonly number[]).includes(days), "Choose 7, 30 or 90 days.")
    .default(30),
  /** Comma-separated article ids (at most 1,000): their counts instead of the most read. */
  articleIds: z
    .string()
    .max(11_000)
    .regex(/^\d{1,10}(,\d{1,10}){0,999}$/, "articleIds must be at most 1,000 ids separated by commas")
    .transform((value) => value.split(",").map(Number))
    .optional(),
});
export type ViewsQuery = z.infer<typeof viewsQuerySchema>;

export const articleViewsSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  views: z.number(),
  /** Views in the same number of days just before the window. */
  previousViews: z.number(),
});
export type ArticleViews = z.infer<typeof articleViewsSchema>;

/** Views in the window and the window before, and per article (the most read, or those asked). */
export const viewsReportSchema = z.object({
  window: analyticsWindowSchema,
  total: z.number(),
  previousTotal: z.number(),
  articles: z.array(articleViewsSchema),
});
export type ViewsReport = z.infer<typeof viewsReportSchema>;

/** GET /api/admin/articles/:id/activity: per UTC day of the last 90, views and votes. */
export const articleActivitySchema = z.object({
  days: z.array(
    z.object({ day: z.string(), views: z.number(), helpful: z.number(), notHelpful: z.number() }),
  ),
});
export type ArticleActivity = z.infer<typeof articleActivitySchema>;

/** GET /api/admin/analytics/low-rated: published articles by the Wilson lower bound, lowest first. */
export const lowRatedArticleSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  helpfulCount: z.number(),
  notHelpfulCount: z.number(),
  /** Lower bound of the 95 % Wilson interval of the helpful share, 0 to 1. */
  helpfulLowerBound: z.number(),
});
export const lowRatedReportSchema = z.array(lowRatedArticleSchema);
export type LowRatedArticle = z.infer<typeof lowRatedArticleSchema>;
