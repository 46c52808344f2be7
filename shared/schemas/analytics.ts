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
});
export type Analytics = z.infer<typeof analyticsSchema>;
