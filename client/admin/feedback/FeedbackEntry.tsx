import { format } from "date-fns";
import { type FeedbackItem, feedbackReasonLabels } from "../../../shared/schemas/feedback.ts";
import { Badge } from "../ui/Badge.tsx";

/** What a reader said: the vote and reason, and the comment as plain text (React escapes it). */
export function FeedbackSaid({ item }: { item: FeedbackItem }) {
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={item.helpful ? "success" : "warning"}>
          {item.helpful ? "Helpful" : item.reason ? feedbackReasonLabels[item.reason] : "Not helpful"}
        </Badge>
        {item.status === "spam" && <Badge variant="destructive">Held as spam</Badge>}
        {item.status === "resolved" && <Badge variant="secondary">Resolved</Badge>}
        <span className="text-xs text-gray-700">
          {format(new Date(item.createdAt), "MMM d, yyyy h:mm a")}
        </span>
      </div>
      {item.comment ? (
        <p className="whitespace-pre-wrap break-words text-sm text-gray-900" data-testid="feedback-comment">
          {item.comment}
        </p>
      ) : (
        <p className="text-sm text-gray-600">No comment</p>
      )}
    </div>
  );
}
