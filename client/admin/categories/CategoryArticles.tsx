import { useNavigate } from "react-router";
import { Spinner } from "../../ui/Spinner.tsx";
import { errorMessage } from "../api/errorMessage.ts";
import { useCategoryArticles } from "../api/useCategories.ts";
import { Badge } from "../ui/Badge.tsx";
import { portalSpinnerLook } from "../ui/portalSpinnerLook.ts";

/** An expanded category row: its articles; choosing one opens the editor. */
export function CategoryArticles({ categoryId }: { categoryId: number }) {
  const navigate = useNavigate();
  const { data: articles, error } = useCategoryArticles(categoryId, true);
  if (error) return <p className="text-sm text-red-700">{errorMessage(error)}</p>;
  if (!articles) return <Spinner look={portalSpinnerLook} label="Loading articles..." className="py-4" />;
  if (articles.length === 0)
    return <p className="text-sm text-gray-700">No published articles in this category yet</p>;
  return (
    <ul className="space-y-2">
      {articles.map((article) => (
        <li key={article.id}>
          <button
            type="button"
            onClick={() => navigate(`/admin/articles/${article.id}/edit`)}
            className="flex w-full items-start justify-between gap-3 rounded-md border border-gray-200 bg-white p-3 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-green-700"
          >
            <span className="min-w-0">
              <span className="block font-medium text-gray-900">{article.title}</span>
              {article.summary && <span className="block text-sm text-gray-700">{article.summary}</span>}
            </span>
            <Badge variant={article.status === "published" ? "success" : "secondary"}>
              {article.status === "published" ? "Published" : "Draft"}
            </Badge>
          </button>
        </li>
      ))}
    </ul>
  );
}
