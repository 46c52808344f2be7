import { X } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import {
  type FeedbackReason,
  type FeedbackStatus,
  feedbackReasonLabels,
  feedbackReasonSchema,
  feedbackReasons,
  feedbackStatusSchema,
} from "../../../shared/schemas/feedback.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import { errorMessage } from "../api/errorMessage.ts";
import { type FeedbackFilters, useFeedbackList, useResolveFeedback } from "../api/useFeedback.ts";
import { useChangeAddressParams } from "../shell/useChangeAddressParams.ts";
import { Button, buttonClass } from "../ui/Button.tsx";
import { Label } from "../ui/Label.tsx";
import { ListTable } from "../ui/ListTable.tsx";
import { LoadFailure } from "../ui/LoadFailure.tsx";
import { portalSpinnerLook } from "../ui/portalSpinnerLook.ts";
import { Select } from "../ui/Select.tsx";
import { FeedbackSaid } from "./FeedbackEntry.tsx";

const statusLabels: Record<FeedbackStatus | "all", string> = {
  open: "Open",
  resolved: "Resolved",
  spam: "Held as spam",
  all: "All",
};

/** The filters as the address holds them: open feedback unless told otherwise. */
function filtersFrom(params: URLSearchParams): FeedbackFilters {
  const articleId = Number(params.get("articleId"));
  const reason = feedbackReasonSchema.safeParse(params.get("reason"));
  const statusParam = params.get("status");
  const status = feedbackStatusSchema.safeParse(statusParam ?? "open");
  return {
    articleId: Number.isInteger(articleId) && articleId > 0 ? articleId : undefined,
    reason: reason.success ? reason.data : undefined,
    status: status.success ? status.data : undefined,
  };
}

/** /admin/feedback: readers' reasons and comments, filtered by article, reason and status. */
export default function FeedbackPage() {
  useDocumentTitle("Feedback | Admin Portal");
  const [params] = useSearchParams();
  const filters = filtersFrom(params);
  const list = useFeedbackList(filters);
  const resolve = useResolveFeedback();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filteredArticle = filters.articleId
    ? items.find((item) => item.article.id === filters.articleId)
    : undefined;
  const changeParams = useChangeAddressParams();
  const setParam = (name: string, value: string | null) => changeParams({ [name]: value });
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Feedback</h1>
        <p className="text-sm text-gray-700">
          Why readers voted, in their words. Resolve an entry once the article is fixed.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <div className="space-y-1">
          <Label htmlFor="feedback-reason-filter">Reason</Label>
          <Select
            id="feedback-reason-filter"
            value={filters.reason ?? ""}
            onChange={(event) => setParam("reason", event.target.value || null)}
          >
            <option value="">Any reason</option>
            {feedbackReasons.map((reason: FeedbackReason) => (
              <option key={reason} value={reason}>
                {feedbackReasonLabels[reason]}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="feedback-status-filter">Status</Label>
          <Select
            id="feedback-status-filter"
            value={filters.status ?? "all"}
            onChange={(event) => setParam("status", event.target.value)}
          >
            {(Object.keys(statusLabels) as (FeedbackStatus | "all")[]).map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </Select>
        </div>
        {filters.articleId && (
          <div className="flex items-center gap-2 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm">
            <span>Article: {filteredArticle?.article.title ?? `#${filters.articleId}`}</span>
            <button
              type="button"
              onClick={() => setParam("articleId", null)}
              className="rounded p-0.5 text-gray-700 hover:bg-gray-100"
              aria-label="Show feedback on every article"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
      {list.error && <LoadFailure what="the feedback" reason={errorMessage(list.error)} />}
      {list.isPending ? (
        <Spinner look={portalSpinnerLook} />
      ) : items.length === 0 ? (
        <p className="text-sm text-gray-700">No feedback matches these filters.</p>
      ) : (
        <ListTable
          caption="Readers' feedback"
          headers={[
            "Article",
            "Feedback",
            <span key="actions" className="sr-only">
              Actions
            </span>,
          ]}
        >
          {items.map((item) => (
            <tr key={item.id} className="border-b align-top last:border-0" data-testid="feedback-row">
              <td className="p-3">
                <button
                  type="button"
                  className="text-left font-medium text-green-800 hover:underline"
                  onClick={() => setParam("articleId", String(item.article.id))}
                >
                  {item.article.title}
                  <span className="sr-only">: show only this article's feedback</span>
                </button>
                <div>
                  <Link
                    to={`/admin/articles/${item.article.id}/edit`}
                    className="text-xs text-green-800 hover:underline"
                  >
                    Edit article<span className="sr-only"> {item.article.title}</span>
                  </Link>
                </div>
              </td>
              <td className="p-3">
                <FeedbackSaid item={item} />
              </td>
              <td className="p-3 text-right">
                {item.status !== "resolved" && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={resolve.isPending && resolve.variables === item.id}
                    onClick={() => resolve.mutate(item.id)}
                  >
                    Resolve<span className="sr-only"> feedback on {item.article.title}</span>
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      {list.hasNextPage && (
        <Button
          variant="outline"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? "Loading..." : "Show more"}
        </Button>
      )}
      <p className="text-sm text-gray-700">
        <Link to="/admin" className={buttonClass("link", "sm", "px-0")}>
          Articles reported outdated are on the dashboard&apos;s verification list.
        </Link>
      </p>
    </div>
  );
}
