import { Link } from "react-router";
import type { MediaUser } from "../../../shared/schemas/media.ts";

/** "Used in N articles" with a link to each article's editor, or that no article shows the file. */
export function UsedIn({ articles }: { articles: MediaUser[] }) {
  if (articles.length === 0)
    return (
      <p className="text-xs text-gray-700" data-testid="used-in">
        Not used in any article
      </p>
    );
  return (
    <div className="text-xs text-gray-700" data-testid="used-in">
      <p className="font-medium text-gray-900">
        Used in {articles.length === 1 ? "1 article" : `${articles.length} articles`}
      </p>
      <ul className="mt-1 space-y-0.5">
        {articles.map((article) => (
          <li key={article.id} className="truncate">
            <Link
              to={`/admin/articles/${article.id}/edit`}
              className="text-green-800 underline-offset-2 hover:underline"
            >
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
