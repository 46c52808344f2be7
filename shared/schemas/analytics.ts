import { z } from "zod";

/** The windows the dashboard offers: UTC days ending today, today included. */
export const analyticsWindowDays = [7, 30, 90] as const;
export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((days) => (analyticsWindowDays as readonly number[]).includes(days), "Choose 7, 30 or 90 days.")
    .default(30),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const searchListNames = ["top", "noResults", "noClicks"] as const;
export const searchListNameSchema = z.enum(searchListNames);
export type SearchListName = z.infer<typeof searchListNameSchema>;

/** One row of a full search list (its own page and the CSV export). */
export const searchListEntrySchema = z.object({
  text: z.string(),
  /**
   * Distinct visitors who searched it (per day, summed over the window), so one client's flood
   * counts once a day; for the no-result list, visitors on the days it found nothing.
   */
  count: z.number(),
  /** Searches in the window (for the no-result list: searches without results). */
  searches: z.number(),
  /** Searches that showed results and were followed by an opened article. */
  clickedSearches: z.number(),
  /** Clicked searches out of those that showed results, in percent; null when none showed any. */
  clickThroughRate: z.number().nullable(),
  /** The article opened most from this query in the window. */
  topArticle: z.object({ slug: z.string(), title: z.string(), opens: z.number() }).nullable(),
});
export type SearchListEntry = z.infer<typeof searchListEntrySchema>;

export const analyticsWindowSchema = z.object({
  days: z.number(),
  /** First and last UTC day of the window (YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
});

/** The dashboard's analytics: stats, top and no-result searches, plus windows, clicks and trends. */
export const analyticsSchema = z.object({
  stats: z.object({
    totalArticles: z.number(),
    totalCategories: z.number(),
    /** Searches in the chosen window (30 days unless asked otherwise). */
    monthlySearches: z.number(),
    avgHelpfulness: z.number(),
  }),
  topSearches: z.array(searchListEntrySchema),
  noResultQueries: z.array(searchListEntrySchema),
  /** Searched often, results shown, nothing opened ("Searches with no click"). */
  noClickQueries: z.array(searchListEntrySchema),
  window: analyticsWindowSchema,
  /** Searches followed by a click out of searches that showed results, in percent (null: none). */
  clickThroughRate: z.number().nullable(),
  /** This window against the same number of days before it. */
  trends: z.object({
    /** Articles created in the window. */
    articlesAddedThisPeriod: z.number(),
    /** Searches in the window before. */
    previousPeriodSearches: z.number(),
    /** Helpful plus not-helpful votes behind avgHelpfulness. */
    totalVotes: z.number(),
    articlesPublishedThisPeriod: z.number(),
    articlesPublishedPreviousPeriod: z.number(),
    /** Helpful share of the votes cast in each window, in percent (null: no votes). */
    helpfulnessThisPeriod: z.number().nullable(),
    helpfulnessPreviousPeriod: z.number().nullable(),
    previousClickThroughRate: z.number().nullable(),
  }),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const searchListQuerySchema = analyticsQuerySchema.extend({ list: searchListNameSchema });

export const searchListSchema = z.object({
  list: searchListNameSchema,
  window: analyticsWindowSchema,
  entries: z.array(searchListEntrySchema),
});
export type SearchList = z.infer<typeof searchListSchema>;

export const dismissableSearchListSchema = z.enum(["noResults", "noClicks"]);
export type DismissableSearchListName = z.infer<typeof dismissableSearchListSchema>;

/**
 * Staff take a query off the no-result or no-click list (a typo, spam); it stays off until they
 * restore it (the same shape: the body of POST, the query string of DELETE …/dismissals).
 */
export const searchDismissalSchema = z.object({
  query: z.string().min(1).max(1000),
  list: dismissableSearchListSchema,
});
export type SearchDismissal = z.infer<typeof searchDismissalSchema>;

/** GET /api/admin/analytics/dismissals?list=…: which list's dismissed queries to show. */
export const dismissedQueriesQuerySchema = z.object({ list: dismissableSearchListSchema });

/** The queries dismissed from a list, most recent first (at most 1,000). */
export const dismissedQueriesSchema = z.object({
  list: dismissableSearchListSchema,
  entries: z.array(z.object({ query: z.string(), dismissedAt: z.string() })),
});
export type DismissedQueries = z.infer<typeof dismissedQueriesSchema>;
