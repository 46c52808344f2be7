import { Link } from "react-router";
import { errorMessage } from "../api/errorMessage.ts";
import { useFeedbackList, useResolveFeedback } from "../api/useFeedback.ts";
import { Button } from "../ui/Button.tsx";
import { LoadFailure } from "../ui/LoadFailure.tsx";
import { FeedbackSaid } from "./FeedbackEntry.tsx";

/** How many open entries the editor's panel shows before "All feedback". */
const SHOWN = 5;

/** The editor's "Reader Feedback": the article's open feedback, newest first, each resolvable. */
export function ArticleFeedbackSection({ articleId }: { articleId: number | null }) {
  const list = useFeedbackList({ articleId: articleId ?? undefined, status: "open" }, articleId !== null);
  const resolve = useResolveFeedback();
  if (articleId === null) return <p className="text-sm text-gray-600">Feedback appears once readers vote.</p>;
  if (list.isPending) return <p className="text-sm text-gray-600">Loading...</p>;
  if (list.isError) return <LoadFailure what="the feedback" reason={errorMessage(list.error)} />;
  const items = list.data.pages.flatMap((page) => page.items);
  return (
    <div className="space-y-3" data-testid="editor-feedback">
      {items.length === 0 ? (
        <p className="text-sm text-gray-600">No open feedback.</p>
      ) : (
        <ul className="space-y-3">
          {items.slice(0, SHOWN).map((item) => (
            <li key={item.id} className="space-y-2 border-b pb-3 last:border-0">
              <FeedbackSaid item={item} />
              <Button
                variant="outline"
                size="sm"
                type="button"
                disabled={resolve.isPending && resolve.variables === item.id}
                onClick={() => resolve.mutate(item.id)}
              >
                Resolve
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={`/admin/feedback?articleId=${articleId}&status=all`}
        className="text-sm text-green-800 hover:underline"
      >
        All feedback on this article
      </Link>
    </div>
  );
}
