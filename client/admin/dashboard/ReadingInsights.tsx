import { Link } from "react-router";
import { errorMessage } from "../api/errorMessage.ts";
import { useLowRated, useViewsReport } from "../api/useViews.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/Card.tsx";
import { LoadFailure } from "../ui/LoadFailure.tsx";
import { Skeleton } from "../ui/Skeleton.tsx";
import { changeCaption } from "./trendCaption.ts";

/** How many Low-rated articles the dashboard names. */
const LOW_RATED_SHOWN = 5;

/** "Most Read" (views in the window, against the window before) and "Low-rated Articles". */
export function ReadingInsights({ days }: { days: number }) {
  const views = useViewsReport(days);
  const lowRated = useLowRated();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Most Read</CardTitle>
        </CardHeader>
        <CardContent>
          {views.error ? (
            <LoadFailure what="the views" reason={errorMessage(views.error)} />
          ) : !views.data ? (
            <Skeleton className="h-32" />
          ) : (
            <>
              <p className="text-2xl font-bold text-gray-900" data-testid="views-total">
                {views.data.total.toLocaleString("en-US")} {views.data.total === 1 ? "view" : "views"}
              </p>
              <p className="text-xs text-gray-700">
                {changeCaption(views.data.total, views.data.previousTotal, days)}
              </p>
              {views.data.articles.length === 0 ? (
                <p className="mt-3 text-sm text-gray-700">No article was read in the last {days} days.</p>
              ) : (
                <ol className="mt-3 divide-y divide-gray-200">
                  {views.data.articles.map((article) => (
                    <li
                      key={article.id}
                      className="flex items-baseline justify-between gap-3 py-2"
                      data-testid="most-read"
                    >
                      <Link
                        to={`/admin/articles/${article.id}/edit`}
                        className="min-w-0 truncate text-sm text-gray-900 hover:underline"
                      >
                        {article.title}
                      </Link>
                      <span className="shrink-0 text-right text-sm text-gray-800">
                        {article.views}
                        <span className="block text-xs text-gray-700">
                          {changeCaption(article.views, article.previousViews, days)}
                        </span>
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Low-rated Articles</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-xs text-gray-700">
            Least surely helpful first (articles with 5 votes or more): a few votes weigh less than many.
          </p>
          {lowRated.error ? (
            <LoadFailure what="the low-rated articles" reason={errorMessage(lowRated.error)} />
          ) : !lowRated.data ? (
            <Skeleton className="h-32" />
          ) : lowRated.data.length === 0 ? (
            <p className="mt-3 text-sm text-gray-700">No article has 5 votes yet.</p>
          ) : (
            <ol className="mt-3 divide-y divide-gray-200">
              {lowRated.data.slice(0, LOW_RATED_SHOWN).map((article) => {
                const votes = article.helpfulCount + article.notHelpfulCount;
                return (
                  <li
                    key={article.id}
                    className="flex items-baseline justify-between gap-3 py-2"
                    data-testid="low-rated"
                  >
                    <span className="min-w-0">
                      <Link
                        to={`/admin/articles/${article.id}/edit`}
                        className="text-sm text-gray-900 hover:underline"
                      >
                        {article.title}
                      </Link>
                      <Link
                        to={`/admin/feedback?articleId=${article.id}&status=all`}
                        className="ml-2 text-xs text-green-800 underline"
                      >
                        Feedback<span className="sr-only"> on {article.title}</span>
                      </Link>
                    </span>
                    <span className="shrink-0 text-sm text-gray-800">
                      {article.helpfulCount} of {votes} helpful
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
