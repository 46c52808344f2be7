import type { DismissableSearchListName } from "../../../shared/schemas/analytics.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { errorMessage } from "../api/errorMessage.ts";
import { useDismissedQueries, useRestoreQuery } from "../api/useSearchAnalytics.ts";
import { Button } from "../ui/Button.tsx";
import { ListTable } from "../ui/ListTable.tsx";
import { LoadFailure } from "../ui/LoadFailure.tsx";
import { portalSpinnerLook } from "../ui/portalSpinnerLook.ts";

/** The queries staff took off a list, each with a button that puts it back. */
export function DismissedQueries({
  list,
  listTitle,
}: {
  list: DismissableSearchListName;
  listTitle: string;
}) {
  const query = useDismissedQueries(list);
  const restore = useRestoreQuery();
  if (query.error) return <LoadFailure what="the dismissed queries" reason={errorMessage(query.error)} />;
  if (!query.data) return <Spinner look={portalSpinnerLook} />;
  if (query.data.entries.length === 0)
    return <p className="text-sm text-gray-700">No query is dismissed from {listTitle}.</p>;
  return (
    <ListTable
      caption={`Queries dismissed from ${listTitle}`}
      headers={[
        "Query",
        "Dismissed",
        <span key="actions" className="sr-only">
          Actions
        </span>,
      ]}
    >
      {query.data.entries.map((entry) => (
        <tr key={entry.query} className="border-b last:border-0" data-testid="dismissed-query">
          <td className="p-3 text-gray-900">{entry.query}</td>
          <td className="p-3 text-gray-700">
            <time dateTime={entry.dismissedAt}>{entry.dismissedAt.slice(0, 10)}</time>
          </td>
          <td className="p-3 text-right">
            <Button
              variant="outline"
              size="sm"
              disabled={restore.isPending}
              onClick={() => restore.mutate({ query: entry.query, list })}
            >
              Restore<span className="sr-only"> {entry.query}</span>
            </Button>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
