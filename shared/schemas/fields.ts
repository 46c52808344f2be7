import { z } from "zod";

/** Text without NUL bytes (PostgreSQL refuses them and no human types one), of bounded length. */
export function text(max: number) {
  return z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .refine((value) => !value.includes("\0"), "Must not contain NUL characters");
}

/** Required text: trimmed, not empty. */
export function requiredText(max: number, emptyMessage: string) {
  return text(max)
    .transform((value) => value.trim())
    .pipe(z.string().min(1, emptyMessage));
}

/** A URL a visitor may be sent to: http(s), or a path on this site ("/…" but not "//…"). */
const siteUrl = text(2000).refine(
  (value) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/i.test(value),
  "Must be an http(s) URL or a path starting with /",
);

/** An optional URL field: empty string or null both mean "none". */
export const optionalSiteUrl = z
  .union([siteUrl, z.literal(""), z.null()])
  .transform((value) => (value ? value : null));

/** Lower-case letters, digits and single hyphens: safe in a URL path segment. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugField = text(120).regex(
  slugPattern,
  "Use lower-case letters, digits and hyphens only (for example tent-care)",
);

/** Page numbers in query strings: whole numbers from 1. */
export const pageParam = z.coerce
  .number({ message: "Page must be a number" })
  .int("Page must be a whole number")
  .min(1, "Page must be 1 or more")
  .max(100_000, "Page is too large")
  .default(1);

/** Where a paged list stands (category pages, search results). */
export const paginationSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  hasMore: z.boolean(),
});

/**
 * A list cursor as the server made it: where a page of a long list starts or ends, signed so that
 * only positions the server handed out are read (anything else is refused with 400).
 */
export const listCursorParam = z
  .string()
  .max(1_000, "Cursor is too long")
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, "Cursor is not one this server made");

/**
 * Old numbered pages (`?page=N`) still answered without a cursor, up to this page; later pages
 * are reached only by the `next` cursors, which read from where the last page ended.
 */
export const NUMBERED_PAGE_LIMIT = 100;

/** Numeric ids in paths. */
export const idParam = z.strictObject({
  id: z.coerce.number({ message: "Id must be a number" }).int().min(1).max(2_147_483_647),
});

export const slugParam = z.strictObject({ slug: text(200) });
