import { z } from "zod";
import { paginationSchema } from "./fields.ts";

/**
 * Matched words in a snippet, as data: [start, end) character offsets into `text`, so the UI
 * highlights with elements, never by injecting HTML.
 */
export const snippetSchema = z.object({
  text: z.string(),
  highlights: z.array(z.tuple([z.number(), z.number()])),
});
export type Snippet = z.infer<typeof snippetSchema>;

export const searchResultSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.object({ name: z.string(), slug: z.string() }).nullable(),
  snippet: snippetSchema,
  /** The body's section that matched (its h2/h3 anchor and heading), when one did. */
  section: z.object({ anchor: z.string(), heading: z.string() }).optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** The search answer: suggestions and results; `page` fields are present on the full results page. */
export const searchResponseSchema = z.object({
  suggestions: z.array(z.object({ slug: z.string(), title: z.string() })),
  results: z.array(searchResultSchema),
  pagination: paginationSchema
    .extend({
      /**
       * True when more articles match than `total` says: counting stops where the ranked list
       * ends (1,000 articles), so the page reads "1,000+ results". Absent otherwise.
       */
      totalIsLowerBound: z.boolean().optional(),
    })
    .optional(),
  /**
   * Only when nothing matched the query: the same query spelt with the help center's own words,
   * which does find articles ("Did you mean …?"). Not searched in its place.
   */
  didYouMean: z.string().optional(),
  /**
   * True when `results` answer only part of the query: nothing matched all of it, so words the
   * help center never uses were left out and the rest matched ("Results for part of your search").
   */
  partial: z.boolean().optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Any text is accepted; long input is cut by the server, not refused. */
export const searchQuerySchema = z.object({
  /** Repeated ?q= values are joined rather than refused. */
  q: z
    .union([z.string(), z.array(z.string())])
    .default("")
    .transform((value) => (Array.isArray(value) ? value.join(" ") : value)),
  page: z.coerce.number().int().min(1).max(1000).optional(),
  /** "dropdown" (as you type, not logged) or "submit" (a finished search, logged). */
  mode: z.enum(["dropdown", "submit"]).optional(),
});
