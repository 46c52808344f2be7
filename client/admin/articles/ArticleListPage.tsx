import { FileText, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { ArticleSummary } from "../../../shared/schemas/article.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { useToast } from "../../ui/Toaster.tsx";
import { useAdminArticleList } from "../api/useAdminArticleList.ts";
import { useAdminCategoryOptions } from "../api/useAdminCategoryOptions.ts";
import { useArticleActions } from "../api/useArticleActions.ts";
import { useViewsReport } from "../api/useViews.ts";
import { useAdminTitle } from "../shell/useAdminTitle.ts";
import { Button, buttonClass } from "../ui/Button.tsx";
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx";
import { portalSpinnerLook } from "../ui/portalSpinnerLook.ts";
import { Select } from "../ui/Select.tsx";
import { ArticleListFiltersBar } from "./ArticleListFiltersBar.tsx";
import { ArticleTableRow } from "./ArticleTableRow.tsx";
import { useArticleListParams } from "./useArticleListParams.ts";
import { useLoadMoreSentinel } from "./useLoadMoreSentinel.ts";

const columns = ["Title", "Category", "Status", "Helpful Votes", "Updated"];

/** The admin article list: search, filters in the address, infinite scroll, row actions. */
export default function ArticleListPage() {
  useAdminTitle("Articles");
  const {
    filters,
    searchText,
    setSearchText,
    setStatus,
    setCategory,
    setNeedsVerification,
    setSort,
    clearAll,
  } = useArticleListParams();
  const list = useAdminArticleList(filters);
  const categories = useAdminCategoryOptions();
  const { publish, remove } = useArticleActions();
  const [toDelete, setToDelete] = useState<ArticleSummary | null>(null);
  const toast = useToast();
  const sentinel = useLoadMoreSentinel(
    () => {
      if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
    },
    Boolean(list.hasNextPage),
    list.data?.pages.length ?? 0,
  );

  useEffect(() => {
    if (list.isError) toast({ title: "Failed to fetch articles", variant: "destructive" });
  }, [list.isError, toast]);

  const articles = list.data?.pages.flatMap((page) => page.articles) ?? [];
  const [viewDays, setViewDays] = useState(30);
  const views = useViewsReport(
    viewDays,
    articles.slice(0, 1000).map((article) => article.id),
  );
  const viewsById = new Map(views.data?.articles.map((row) => [row.id, row]));
  const filtered = Boolean(
    filters.search || filters.status || filters.categoryId !== null || filters.needsVerification,
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Articles</h1>
          <p className="text-sm text-gray-600">Write, publish and maintain help articles</p>
        </div>
        <Link to="/admin/articles/new" className={buttonClass("primary")}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          New Article
        </Link>
      </div>

      <ArticleListFiltersBar
        filters={filters}
        searchText={searchText}
        categories={categories.data ?? []}
        onSearchText={setSearchText}
        onStatus={setStatus}
        onCategory={setCategory}
        onNeedsVerification={setNeedsVerification}
        onSort={setSort}
      />

      {list.isPending ? (
        <Spinner look={portalSpinnerLook} />
      ) : list.isError ? (
        <p className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Failed to fetch articles.{" "}
          <button type="button" className="underline" onClick={() => void list.refetch()}>
            Try again
          </button>
        </p>
      ) : articles.length === 0 ? (
        <div className="rounded-lg border border-dashed border-gray-300 bg-white p-10 text-center">
          <FileText aria-hidden="true" className="mx-auto h-10 w-10 text-gray-400" />
          {filtered ? (
            <>
              <p className="mt-3 font-medium text-gray-900">No articles found matching your search.</p>
              <p className="mt-1 text-sm text-gray-600">Try other words, or clear the search and filters.</p>
              <Button variant="outline" className="mt-4" onClick={clearAll}>
                Clear search and filters
              </Button>
            </>
          ) : (
            <>
              <p className="mt-3 font-medium text-gray-900">No articles yet. Create your first article!</p>
              <Link to="/admin/articles/new" className={buttonClass("primary", "md", "mt-4")}>
                <Plus aria-hidden="true" className="h-4 w-4" />
                Create Article
              </Link>
            </>
          )}
        </div>
      ) : (
        <div className="space-y-2">
          <div className="flex items-center justify-end gap-2 text-sm text-gray-700">
            <label htmlFor="article-views-window">Views over the last</label>
            <Select
              id="article-views-window"
              className="h-8 w-auto py-0"
              value={viewDays}
              onChange={(event) => setViewDays(Number(event.target.value))}
            >
              {[7, 30, 90].map((days) => (
                <option key={days} value={days}>
                  {days} days
                </option>
              ))}
            </Select>
          </div>
          <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
            <table className="w-full text-left">
              <thead className="border-b border-gray-200 bg-gray-50 text-xs font-semibold tracking-wide text-gray-700 uppercase">
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className="px-4 py-3">
                      {column}
                    </th>
                  ))}
                  <th scope="col" className="px-4 py-3">
                    Views
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {articles.map((article) => (
                  <ArticleTableRow
                    key={article.id}
                    article={article}
                    publishing={publish.isPending && publish.variables === article.id}
                    onPublish={() => publish.mutate(article.id)}
                    onDelete={() => setToDelete(article)}
                    views={
                      views.data ? (viewsById.get(article.id) ?? { views: 0, previousViews: 0 }) : undefined
                    }
                  />
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      <div ref={sentinel} aria-hidden="true" />
      {list.isFetchingNextPage && (
        <Spinner look={portalSpinnerLook} label="Loading more articles..." className="py-4" />
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete article"
        description="Are you sure you want to delete this article?"
        pending={remove.isPending}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      />
    </div>
  );
}
