import { z } from "zod";
import { FEEDBACK_COMMENT_MAX, feedbackReasons } from "../feedbackReasons.ts";
import { text } from "./fields.ts";

export {
  FEEDBACK_COMMENT_MAX,
  type FeedbackReason,
  feedbackReasonLabels,
  feedbackReasons,
} from "../feedbackReasons.ts";

export const feedbackReasonSchema = z.enum(feedbackReasons, { message: "Choose a reason" });

/**
 * POST /api/public/articles/:slug/feedback: after a "Not helpful" vote a reason (and an optional
 * comment); after a "Helpful" vote a comment only.
 */
export const feedbackInputSchema = z.strictObject({
  reason: feedbackReasonSchema.optional(),
  comment: text(FEEDBACK_COMMENT_MAX)
    .transform((value) => value.trim())
    .optional(),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

export const feedbackStatuses = ["open", "resolved", "spam"] as const;
export const feedbackStatusSchema = z.enum(feedbackStatuses, {
  message: "Status must be open, resolved or spam",
});
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

/** The public answer: stored (open) or held for review as spam; the reader is thanked either way. */
export const feedbackReceiptSchema = z.object({ ok: z.literal(true) });

/** GET /api/admin/feedback query: filters and the cursor of the next page. */
export const feedbackListQuerySchema = z.strictObject({
  articleId: z.coerce
    .number({ message: "articleId must be a number" })
    .int()
    .min(1)
    .max(2_147_483_647)
    .optional(),
  reason: feedbackReasonSchema.optional(),
  status: feedbackStatusSchema.optional(),
  cursor: z.coerce.number({ message: "cursor must be a number" }).int().min(1).max(2_147_483_647).optional(),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;

/** One piece of reader feedback as staff see it. */
export const feedbackItemSchema = z.object({
  id: z.number(),
  article: z.object({ id: z.number(), title: z.string(), slug: z.string() }),
  helpful: z.boolean(),
  reason: feedbackReasonSchema.nullable(),
  comment: z.string(),
  status: feedbackStatusSchema,
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

/** A page of feedback, newest first; `nextCursor` is null on the last page. */
export const feedbackListSchema = z.object({
  items: z.array(feedbackItemSchema),
  nextCursor: z.number().nullable(),
});
export type FeedbackList = z.infer<typeof feedbackListSchema>;
