import { format } from "date-fns";
import { ExternalLink, Pencil, Send, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { AdminArticleSummary } from "../../../shared/schemas/article.ts";
import { Badge } from "../ui/Badge.tsx";
import { Button, buttonClass } from "../ui/Button.tsx";

interface ArticleTableRowProps {
  article: AdminArticleSummary;
  publishing: boolean;
  onPublish: () => void;
  onDelete: () => void;
  /** Views in the list's window and the one before; undefined while they load. */
  views?: { views: number; previousViews: number };
}

/** One article in the admin list: title and summary, category, status, votes, date, actions. */
export function ArticleTableRow({ article, publishing, onPublish, onDelete, views }: ArticleTableRowProps) {
  const published = article.status === "published";
  return (
    <tr className="border-b border-gray-200 align-top last:border-0 hover:bg-gray-50">
      <td className="max-w-md px-4 py-3">
        <Link
          to={`/admin/articles/${article.id}/edit`}
          className="font-medium text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-green-700"
        >
          {article.title}
        </Link>
        {article.summary && <p className="mt-0.5 line-clamp-2 text-sm text-gray-600">{article.summary}</p>}
      </td>
      <td className="px-4 py-3 text-sm text-gray-800">{article.category?.name ?? "Uncategorized"}</td>
      <td className="px-4 py-3">
        <Badge variant={published ? "success" : "secondary"}>
          {published ? (article.changesPending ? "Published · changes pending" : "Published") : "Draft"}
        </Badge>
        {article.scheduledFor && (
          <p className="mt-1 text-xs whitespace-nowrap text-gray-700">
            Scheduled for {format(new Date(article.scheduledFor), "MMM d, yyyy HH:mm")}
          </p>
        )}
      </td>
      <td className="px-4 py-3 text-sm text-gray-800">{article.helpfulCount}</td>
      <td className="px-4 py-3 text-sm whitespace-nowrap text-gray-800">
        {format(new Date(article.updatedAt), "MMM d, yyyy")}
      </td>
      <td className="px-4 py-3 text-sm text-gray-800" data-testid="article-views">
        {views ? <ViewsCell {...views} /> : "—"}
      </td>
      <td className="px-4 py-3">
        <div className="flex items-center justify-end gap-1">
          {published && (
            <a
              href={`/a/${article.slug}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`View ${article.title} (opens in a new tab)`}
              title="View"
              className={buttonClass("ghost", "icon")}
            >
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
            </a>
          )}
          <Link
            to={`/admin/articles/${article.id}/edit`}
            aria-label={`Edit ${article.title}`}
            title="Edit"
            className={buttonClass("ghost", "icon")}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
          </Link>
          {!published && (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Publish ${article.title}`}
              onClick={onPublish}
              disabled={publishing}
            >
              <Send aria-hidden="true" className="h-3.5 w-3.5" />
              Publish
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${article.title}`}
            title="Delete"
            onClick={onDelete}
            className="text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** Views and their change against the window before, as an arrow and a percentage. */
function ViewsCell({ views, previousViews }: { views: number; previousViews: number }) {
  const change = previousViews === 0 ? null : Math.round(((views - previousViews) / previousViews) * 100);
  return (
    <span className="whitespace-nowrap">
      {views}
      {change !== null && (
        <span className={`ml-1 text-xs ${change < 0 ? "text-red-700" : "text-green-800"}`}>
          {change >= 0 ? `+${change}%` : `${change}%`}
          <span className="sr-only"> against the window before</span>
        </span>
      )}
    </span>
  );
}
