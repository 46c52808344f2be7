import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useLocation, useParams } from "react-router";
import type { Article, ArticleDefaults } from "../../../shared/schemas/article.ts";
import { ApiError, apiFetch } from "../../public/api/apiFetch.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { adminQueryKeys } from "../api/adminQueryKeys.ts";
import { useAdminTitle } from "../shell/useAdminTitle.ts";
import { buttonClass } from "../ui/Button.tsx";
import { portalSpinnerLook } from "../ui/portalSpinnerLook.ts";
import { ArticleEditor } from "./ArticleEditor.tsx";

/** /admin/articles/new and /admin/articles/:id/edit. Tiptap loads with this page only. */
export default function ArticleEditorPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const queryClient = useQueryClient();
  // A new article, once saved, moves to its own address in the same editor (focus stays put).
  const editorKey = (useLocation().state as { editorKey?: string } | null)?.editorKey ?? id;
  const queryKey = [...adminQueryKeys.articles, id];
  const article = useQuery({
    queryKey,
    queryFn: () => apiFetch<Article>(`/api/admin/articles/${id}`),
    enabled: id !== null && Number.isInteger(id),
  });
  const defaults = useQuery({
    queryKey: [...adminQueryKeys.articles, "defaults"],
    queryFn: () => apiFetch<ArticleDefaults>("/api/admin/articles/defaults"),
    enabled: id === null,
    staleTime: 0,
  });
  useAdminTitle(id === null ? "New Article" : article.data ? `Edit: ${article.data.title}` : null);

  if (id === null) {
    // A new article starts with the help center's defaults; without them it starts with none.
    if (defaults.isPending) return <Spinner look={portalSpinnerLook} />;
    return <ArticleEditor key="new" article={null} reload={async () => null} defaults={defaults.data} />;
  }
  const missing =
    !Number.isInteger(id) || (article.error instanceof ApiError && article.error.status === 404);
  if (article.isPending && !missing) return <Spinner look={portalSpinnerLook} />;
  if (missing || article.isError)
    return (
      <div className="rounded-lg border border-gray-200 bg-white p-8 text-center">
        <h1 className="text-xl font-semibold text-gray-900">
          {article.error instanceof ApiError && article.error.status === 404
            ? "Article not found"
            : "Failed to load the article"}
        </h1>
        <Link to="/admin/articles" className={buttonClass("outline", "md", "mt-4")}>
          Back to Articles
        </Link>
      </div>
    );
  if (!article.data) return <Spinner look={portalSpinnerLook} />;
  return (
    <ArticleEditor
      key={editorKey}
      article={article.data}
      reload={async () => {
        const fresh = await queryClient.fetchQuery({
          queryKey,
          queryFn: () => apiFetch<Article>(`/api/admin/articles/${id}`),
          staleTime: 0,
        });
        return fresh;
      }}
    />
  );
}
