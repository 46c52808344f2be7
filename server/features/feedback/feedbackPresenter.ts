import type { FeedbackItem, FeedbackReason } from "../../../shared/schemas/feedback.ts";
import type { FeedbackRow } from "./feedbackRepo.ts";

/** A feedback row as staff see it. */
export function presentFeedback(row: FeedbackRow): FeedbackItem {
  return {
    id: row.id,
    article: { id: row.articleId, title: row.articleTitle, slug: row.articleSlug },
    helpful: row.vote === 1,
    reason: row.reason as FeedbackReason | null,
    comment: row.comment,
    status: row.status,
    createdAt: row.createdAt,
    resolvedAt: row.resolvedAt,
  };
}
