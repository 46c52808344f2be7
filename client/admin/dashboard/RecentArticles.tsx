import { ThumbsUp } from "lucide-react";
import { Link } from "react-router";
import { DASHBOARD_RECENT_ARTICLES } from "../../../shared/constants.ts";
import type { ArticleSummary } from "../../../shared/schemas/article.ts";
import { Badge } from "../ui/Badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/Card.tsx";
import { Skeleton } from "../ui/Skeleton.tsx";
import { formatAdminDate } from "./dashboardDates.ts";

/** The dashboard's Recent Articles: the first 3 with category, date, helpful count and status. */
export function RecentArticles({ articles }: { articles: ArticleSummary[] | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Articles</CardTitle>
      </CardHeader>
      <CardContent>
        {!articles ? (
          <Skeleton className="h-32" />
        ) : articles.length === 0 ? (
          <p className="text-sm text-gray-700">No articles yet.</p>
        ) : (
          <ul className="divide-y divide-gray-200">
            {articles.slice(0, DASHBOARD_RECENT_ARTICLES).map((article) => (
              <li
                key={article.id}
                className="flex items-start justify-between gap-3 py-3"
                data-testid="recent-article"
              >
                <div className="min-w-0">
                  <Link
                    to={`/admin/articles/${article.id}/edit`}
                    className="font-medium text-gray-900 hover:underline"
                  >
                    {article.title}
                  </Link>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-gray-700">
                    <span>{article.category?.name ?? "Uncategorized"}</span>
                    <span>{formatAdminDate(article.updatedAt)}</span>
                    <span className="inline-flex items-center gap-1">
                      <ThumbsUp className="h-3 w-3" aria-hidden="true" />
                      {article.helpfulCount} helpful
                    </span>
                  </p>
                </div>
                <Badge variant={article.status === "published" ? "success" : "secondary"}>
                  {article.status === "published" ? "Published" : "Draft"}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
