import { DASHBOARD_NO_RESULT_QUERIES, DASHBOARD_TOP_SEARCHES } from "../../../shared/constants.ts";
import type { Analytics } from "../../../shared/schemas/analytics.ts";
import { searchListPath } from "../analytics/searchListLinks.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/Card.tsx";
import { Skeleton } from "../ui/Skeleton.tsx";
import { pointsCaption } from "./trendCaption.ts";
import { ViewAllLink } from "./ViewAllLink.tsx";

/**
 * Beside the search cards: click-through of the window with its trend, "Searches with no
 * click" (results shown, nothing opened), and the article opened most for each top search.
 */
export function SearchInsights({ analytics }: { analytics: Analytics | undefined }) {
  if (!analytics) return <Skeleton className="h-48" />;
  const days = analytics.window.days;
  const rate = analytics.clickThroughRate;
  return (
    <Card>
      <CardHeader>
        <CardTitle>What searchers opened</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <section aria-labelledby="click-through">
          <h3 id="click-through" className="text-sm font-semibold text-gray-900">
            Click-through
          </h3>
          <p className="mt-1 text-3xl font-bold text-gray-900" data-testid="click-through">
            {rate === null ? "—" : `${rate}%`}
          </p>
          <p className="text-xs text-gray-600">
            Searches that showed results and were followed by an opened article.{" "}
            {pointsCaption(rate, analytics.trends.previousClickThroughRate, days)}
          </p>
        </section>
        <section aria-labelledby="no-click-queries">
          <div className="flex items-baseline justify-between">
            <h3 id="no-click-queries" className="text-sm font-semibold text-gray-900">
              Searches with no click
            </h3>
            <ViewAllLink to={searchListPath("noClicks", days)} label="Searches with no click" />
          </div>
          {analytics.noClickQueries.length === 0 ? (
            <p className="mt-2 text-sm text-gray-700">Every frequent search led somewhere.</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {analytics.noClickQueries.slice(0, DASHBOARD_NO_RESULT_QUERIES).map((entry) => (
                <li key={entry.text} className="flex justify-between text-sm" data-testid="no-click-query">
                  <span className="text-gray-900">{entry.text}</span>
                  <span className="text-gray-700">{entry.count}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="opened-most">
          <h3 id="opened-most" className="text-sm font-semibold text-gray-900">
            Opened most from top searches
          </h3>
          <ul className="mt-2 space-y-2">
            {analytics.topSearches.slice(0, DASHBOARD_TOP_SEARCHES).map((entry) => (
              <li key={entry.text} className="text-sm" data-testid="top-search-article">
                <span className="text-gray-900">{entry.text}</span>
                <span className="text-gray-600"> → </span>
                {entry.topArticle ? (
                  <a href={`/a/${entry.topArticle.slug}`} className="text-green-800 hover:underline">
                    {entry.topArticle.title}
                  </a>
                ) : (
                  <span className="text-gray-600">nothing opened</span>
                )}
                <span className="text-gray-600">
                  {" "}
                  ·{" "}
                  {entry.clickThroughRate === null
                    ? "no results"
                    : `${entry.clickThroughRate}% click-through`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
