import { DASHBOARD_NO_RESULT_QUERIES, DASHBOARD_TOP_SEARCHES } from "../../../shared/constants.ts";
import type { Analytics } from "../../../shared/schemas/analytics.ts";
import { searchListPath } from "../analytics/searchListLinks.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/Card.tsx";
import { Skeleton } from "../ui/Skeleton.tsx";
import { ViewAllLink } from "./ViewAllLink.tsx";

/**
 * The dashboard's Top Searches (3, bars proportional to the largest) and No Results Queries (3);
 * each links to its full list for the window.
 */
export function SearchAnalytics({ analytics }: { analytics: Analytics | undefined }) {
  const top = analytics?.topSearches.slice(0, DASHBOARD_TOP_SEARCHES) ?? [];
  const largest = Math.max(1, ...top.map((entry) => entry.count));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Search Analytics</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        {!analytics ? (
          <Skeleton className="h-32" />
        ) : (
          <>
            <section aria-labelledby="top-searches">
              <div className="flex items-baseline justify-between">
                <h3 id="top-searches" className="text-sm font-semibold text-gray-900">
                  Top Searches
                </h3>
                <ViewAllLink to={searchListPath("top", analytics.window.days)} label="Top Searches" />
              </div>
              {top.length === 0 ? (
                <p className="mt-2 text-sm text-gray-700">
                  No searches in the last {analytics.window.days} days.
                </p>
              ) : (
                <ul className="mt-2 space-y-3">
                  {top.map((entry) => (
                    <li key={entry.text} data-testid="top-search">
                      <div className="flex justify-between text-sm">
                        <span className="text-gray-900">{entry.text}</span>
                        <span className="text-gray-700">{entry.count}</span>
                      </div>
                      <div className="mt-1 h-2 rounded-full bg-gray-100" aria-hidden="true">
                        <div
                          className="h-2 rounded-full bg-green-700"
                          style={{ width: `${Math.round((entry.count / largest) * 100)}%` }}
                          data-testid="search-bar"
                        />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="no-result-queries">
              <div className="flex items-baseline justify-between">
                <h3 id="no-result-queries" className="text-sm font-semibold text-gray-900">
                  No Results Queries
                </h3>
                <ViewAllLink
                  to={searchListPath("noResults", analytics.window.days)}
                  label="No Results Queries"
                />
              </div>
              {analytics.noResultQueries.length === 0 ? (
                <p className="mt-2 text-sm text-gray-700">Every search found something.</p>
              ) : (
                <ul className="mt-2 space-y-2">
                  {analytics.noResultQueries.slice(0, DASHBOARD_NO_RESULT_QUERIES).map((entry) => (
                    <li
                      key={entry.text}
                      className="flex justify-between text-sm"
                      data-testid="no-result-query"
                    >
                      <span className="text-gray-900">{entry.text}</span>
                      <span className="text-gray-700">{entry.count}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
