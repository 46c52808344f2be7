/**
 * Why an article was not helpful, as a reader picks it after a "Not helpful" vote, and what the
 * widget and the portal call each. Plain values without zod, so the public bundle can show the
 * feedback form without carrying the schema library (shared/schemas/feedback.ts validates them).
 */
export const feedbackReasons = ["outdated", "unclear", "not-answered", "other"] as const;
export type FeedbackReason = (typeof feedbackReasons)[number];

export const feedbackReasonLabels: Record<FeedbackReason, string> = {
  outdated: "Outdated",
  unclear: "Unclear",
  "not-answered": "Didn't answer my question",
  other: "Something else",
};

/** The longest comment a reader may leave. */
export const FEEDBACK_COMMENT_MAX = 500;
