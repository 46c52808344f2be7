import { useEffect, useRef, useState } from "react";
import {
  FEEDBACK_COMMENT_MAX,
  type FeedbackReason,
  feedbackReasonLabels,
  feedbackReasons,
} from "../../../shared/feedbackReasons.ts";
import { ApiError, apiFetch } from "../api/apiFetch.ts";

/**
 * What the rating widget asks after a vote: after "Not helpful", what went wrong (a reason and an
 * optional comment); after "Helpful", an optional comment. Sending it, or skipping, ends with a
 * thank-you. Focus moves to the question, since the vote buttons it replaces are now disabled.
 */
export function FeedbackFollowUp({ slug, vote }: { slug: string; vote: 1 | -1 }) {
  const [reason, setReason] = useState<FeedbackReason | null>(null);
  const [comment, setComment] = useState("");
  const [state, setState] = useState<"asking" | "sending" | "sent" | "skipped">("asking");
  const [error, setError] = useState<string | null>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const unhappy = vote === -1;

  useEffect(() => {
    questionRef.current?.focus();
  }, []);
  useEffect(() => {
    if (state === "sent" || state === "skipped") thanksRef.current?.focus();
  }, [state]);

  if (state === "sent" || state === "skipped")
    return (
      <p
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        className="mt-4 text-sm text-gray-800"
        data-testid="feedback-thanks"
      >
        {state === "sent"
          ? "Thanks for telling us. Your feedback helps us improve this article."
          : "Thanks for your vote."}
      </p>
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (unhappy && !reason) {
      setError("Choose what went wrong.");
      return;
    }
    if (!unhappy && comment.trim() === "") {
      setState("skipped");
      return;
    }
    setState("sending");
    setError(null);
    try {
      await apiFetch(`/api/public/articles/${encodeURIComponent(slug)}/feedback`, {
        method: "POST",
        body: JSON.stringify(unhappy ? { reason, comment } : { comment }),
      });
      setState("sent");
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? failure.humanMessage
          : "Your feedback could not be sent. Please try again.",
      );
      setState("asking");
    }
  };

  const question = unhappy ? "What went wrong?" : "Anything you would like to add?";
  return (
    <form
      className="mx-auto mt-6 max-w-md text-left"
      onSubmit={submit}
      aria-labelledby="feedback-question"
      noValidate
    >
      <p ref={questionRef} id="feedback-question" tabIndex={-1} className="font-medium text-gray-900">
        {question}
      </p>
      {unhappy && (
        <fieldset className="mt-3 space-y-2" aria-labelledby="feedback-question">
          {feedbackReasons.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="radio"
                name="feedback-reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {feedbackReasonLabels[value]}
            </label>
          ))}
        </fieldset>
      )}
      <label htmlFor="feedback-comment" className="mt-4 block text-sm font-medium text-gray-800">
        Comment (optional)
      </label>
      <textarea
        id="feedback-comment"
        value={comment}
        maxLength={FEEDBACK_COMMENT_MAX}
        rows={3}
        onChange={(event) => setComment(event.target.value)}
        aria-describedby="feedback-comment-count"
        className="mt-1 block w-full rounded-md border border-gray-400 p-2 text-sm text-gray-900"
      />
      <p id="feedback-comment-count" className="mt-1 text-xs text-gray-700">
        {comment.length}/{FEEDBACK_COMMENT_MAX} characters
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="mt-3 flex gap-3">
        <button
          type="submit"
          disabled={state === "sending"}
          className="rounded-md bg-primary-strong px-4 py-2 text-sm font-medium text-white hover:opacity-90 disabled:opacity-60"
        >
          {state === "sending" ? "Sending..." : "Send feedback"}
        </button>
        <button
          type="button"
          onClick={() => setState("skipped")}
          className="rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-800"
        >
          No thanks
        </button>
      </div>
    </form>
  );
}
