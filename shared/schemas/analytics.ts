import { z } from "zod";

/** SPEC §3 Analytics. */
export const analyticsSchema = z.object({
  stats: z.object({
    totalArticles: z.number(),
    totalCategories: z.number(),
    monthlySearches: z.number(),
    avgHelpfulness: z.number(),
  }),
  topSearches: z.array(z.object({ text: z.string(), count: z.number() })),
  noResultQueries: z.array(z.object({ text: z.string(), count: z.number() })),
  /** Figures for the stat cards' captions (issue 8: real trends instead of SPEC's fixed text). */
  trends: z.object({
    /** Articles created in the same 30-day window as monthlySearches. */
    articlesAddedThisPeriod: z.number(),
    /** Searches in the 30 days before that window. */
    previousPeriodSearches: z.number(),
    /** Helpful plus not-helpful votes behind avgHelpfulness. */
    totalVotes: z.number(),
  }),
});
export type Analytics = z.infer<typeof analyticsSchema>;
