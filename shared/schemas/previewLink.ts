import { z } from "zod";

/** Preview links last a week unless asked otherwise, a month at most. */
export const PREVIEW_LINK_DEFAULT_DAYS = 7;
export const PREVIEW_LINK_MAX_DAYS = 30;

/** POST /api/admin/articles/:id/preview-link body. */
export const previewLinkInputSchema = z.strictObject({
  expiresInDays: z
    .number({ message: "expiresInDays must be a number of days" })
    .int("expiresInDays must be a whole number of days")
    .min(1, "A preview link lasts at least a day")
    .max(PREVIEW_LINK_MAX_DAYS, `A preview link lasts at most ${PREVIEW_LINK_MAX_DAYS} days`)
    .optional(),
});
export type PreviewLinkInput = z.infer<typeof previewLinkInputSchema>;

/** The link made: its address (open it signed out too) and when it stops working. */
export const previewLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type PreviewLink = z.infer<typeof previewLinkSchema>;
