import { z } from "zod";

/** Sent by the browser when a visitor opens an article from a search (the dashboard's clicks). */
export const searchClickSchema = z.object({
  /** The query as typed; the server normalises it as it does for logging. */
  query: z.string().min(2).max(1000),
  slug: z.string().min(1).max(300),
  /** 1-based place of the article in what the visitor saw. */
  position: z.number().int().min(1).max(10_000),
  /** The dropdown (up to 8 entries) or the full results page (10 a page). */
  source: z.enum(["dropdown", "results"]),
});
export type SearchClick = z.infer<typeof searchClickSchema>;
