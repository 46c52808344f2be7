import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { RatingResponse } from "../../../shared/schemas/rating.ts";
import { ThumbsDown, ThumbsUp } from "../../ui/icons.tsx";
import { useToast } from "../../ui/Toaster.tsx";
import { apiFetch } from "../api/apiFetch.ts";
import { useServerRender } from "../hooks/useServerRender.tsx";
import { FeedbackFollowUp } from "./FeedbackFollowUp.tsx";

interface RatingWidgetProps {
  slug: string;
  helpfulCount: number;
  notHelpfulCount: number;
}

interface Counts {
  helpfulCount: number;
  notHelpfulCount: number;
}

const noVote = () => {};

/**
 * The rating widget: after a vote (or when the server says "already rated") both buttons are
 * disabled and the counts come from the answer; a counted vote is followed by its feedback
 * question (what went wrong, or anything to add). The server's HTML draws the widget as it first
 * shows, without the vote's state and mutation, which only a browser uses.
 */
export function RatingWidget(props: RatingWidgetProps) {
  return useServerRender() ? (
    <RatingPanel counts={props} disabled={false} onVote={noVote} />
  ) : (
    <LiveRatingWidget {...props} />
  );
}

function LiveRatingWidget({ slug, helpfulCount, notHelpfulCount }: RatingWidgetProps) {
  const [counts, setCounts] = useState({ helpfulCount, notHelpfulCount });
  const [rated, setRated] = useState(false);
  const [counted, setCounted] = useState<1 | -1 | null>(null);
  const toast = useToast();
  const rate = useMutation({
    mutationFn: (value: 1 | -1) =>
      apiFetch<RatingResponse>(`/api/public/articles/${encodeURIComponent(slug)}/rate`, {
        method: "POST",
        body: JSON.stringify({ value }),
      }),
    onSuccess: (answer, value) => {
      setCounts(answer);
      setRated(true);
      setCounted(value);
      toast({ title: "Thank you for your feedback!", description: "Your rating has been recorded." });
    },
    onError: (error) => {
      if (error.message.toLowerCase().includes("already rated")) {
        setRated(true);
        toast({ title: "Already rated", description: "You have already rated this article recently." });
      } else {
        toast({
          title: "Error",
          description: "Failed to submit rating. Please try again.",
          variant: "destructive",
        });
      }
    },
  });
  const disabled = rated || rate.isPending;
  const vote = (value: 1 | -1) => {
    if (!disabled) rate.mutate(value);
  };
  return (
    <RatingPanel counts={counts} disabled={disabled} onVote={vote}>
      {counted !== null && <FeedbackFollowUp slug={slug} vote={counted} />}
    </RatingPanel>
  );
}

function RatingPanel({
  counts,
  disabled,
  onVote,
  children,
}: {
  counts: Counts;
  disabled: boolean;
  onVote: (value: 1 | -1) => void;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="rating-heading"
      className="mt-12 rounded-xl border border-gray-200 bg-white p-6 text-center"
    >
      <h2 id="rating-heading" className="text-lg font-semibold text-gray-900">
        Was this article helpful?
      </h2>
      <div className="mt-4 flex justify-center gap-3">
        <button type="button" className="rating-button" disabled={disabled} onClick={() => onVote(1)}>
          <ThumbsUp className="h-4 w-4" aria-hidden="true" />
          Helpful <span data-testid="helpful-count">({counts.helpfulCount})</span>
        </button>
        <button type="button" className="rating-button" disabled={disabled} onClick={() => onVote(-1)}>
          <ThumbsDown className="h-4 w-4" aria-hidden="true" />
          Not helpful <span data-testid="not-helpful-count">({counts.notHelpfulCount})</span>
        </button>
      </div>
      {children}
    </section>
  );
}
