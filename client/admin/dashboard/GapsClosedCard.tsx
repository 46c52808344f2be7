import { Link } from "react-router";
import { errorMessage } from "../api/errorMessage.ts";
import { useGapsClosed } from "../api/useGaps.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/Card.tsx";
import { LoadFailure } from "../ui/LoadFailure.tsx";
import { Skeleton } from "../ui/Skeleton.tsx";

/**
 * "Gaps Closed": no-result and no-click queries whose article was published in the window, and
 * how their searches went since: found results, and opened an article.
 */
export function GapsClosedCard({ days }: { days: number }) {
  const gaps = useGapsClosed(days);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Gaps Closed</CardTitle>
      </CardHeader>
      <CardContent>
        {gaps.error ? (
          <LoadFailure what="the closed gaps" reason={errorMessage(gaps.error)} />
        ) : !gaps.data ? (
          <Skeleton className="h-20" />
        ) : gaps.data.closed.length === 0 ? (
          <p className="text-sm text-gray-700">
            No missing answer was covered in the last {days} days. Use "Write an article" on the no-result and
            no-click lists.
          </p>
        ) : (
          <>
            <p className="text-sm text-gray-800" data-testid="gaps-closed-count">
              {gaps.data.closed.length} {gaps.data.closed.length === 1 ? "query" : "queries"} covered in the
              last {days} days
            </p>
            <ul className="mt-3 divide-y divide-gray-200">
              {gaps.data.closed.map((gap) => (
                <li key={`${gap.query}-${gap.article.id}`} className="py-2 text-sm" data-testid="gap-closed">
                  <span className="font-medium text-gray-900">"{gap.query}"</span>
                  {" → "}
                  <Link to={`/admin/articles/${gap.article.id}/edit`} className="text-green-800 underline">
                    {gap.article.title}
                  </Link>
                  <span className="block text-xs text-gray-700">
                    Since: {gap.searches} {gap.searches === 1 ? "search" : "searches"}, {gap.withResults} with
                    results, {gap.withClick} opened an article
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
