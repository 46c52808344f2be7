import { z } from "zod";
import { analyticsWindowDays, analyticsWindowSchema } from "./analytics.ts";
import { requiredText } from "./fields.ts";

/** A lone UTF-16 surrogate: not text anyone typed (and not a query the search log could hold). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const gapQuery = requiredText(200, "Give the query").refine(
  (value) => !loneSurrogate.test(value),
  "The query must be valid text",
);

/** Further queries the same article answers (several rows chosen on a search list). */
const moreQueries = z.array(gapQuery).max(49, "Link at most 50 queries at once").default([]);

/** POST /api/admin/gaps/write: a draft titled with the query, linked to it and to `moreQueries`. */
export const writeForGapSchema = z.strictObject({ query: gapQuery, moreQueries });

/** POST /api/admin/gaps: links a query (and `moreQueries`) to an article that answers it. */
export const gapLinkInputSchema = z.strictObject({
  query: gapQuery,
  moreQueries,
  articleId: z.number({ message: "articleId must be a number" }).int().min(1).max(2_147_483_647),
});

const articleRefSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  status: z.string(),
});

/** A query linked to an article; `covered` once that article is published. */
export const gapLinkSchema = z.object({
  query: z.string(),
  article: articleRefSchema,
  linkedAt: z.string(),
  covered: z.boolean(),
});
export type GapLink = z.infer<typeof gapLinkSchema>;
export const gapLinksSchema = z.array(gapLinkSchema);

export const gapsClosedQuerySchema = z.strictObject({
  days: z.coerce
    .number()
    .refine((days) => (analyticsWindowDays as readonly number[]).includes(days), "Choose 7, 30 or 90 days.")
    .default(30),
});

/**
 * GET /api/admin/gaps/closed: queries whose linked article was published in the window, and how
 * their searches since then went.
 */
export const gapsClosedSchema = z.object({
  window: analyticsWindowSchema,
  closed: z.array(
    z.object({
      query: z.string(),
      article: articleRefSchema,
      publishedAt: z.string(),
      /** Searches of the query since the article was published. */
      searches: z.number(),
      withResults: z.number(),
      /** Searches followed by an opened article. */
      withClick: z.number(),
    }),
  ),
});
export type GapsClosed = z.infer<typeof gapsClosedSchema>;
