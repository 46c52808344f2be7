import { keepPreviousData } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useLocation, useSearchParams } from "wouter";
import { pageTitles } from "../../../shared/pageTitles.ts";
import { queryKeys } from "../../../shared/queryKeys.ts";
import { categoryParams } from "../../../shared/routeParams.ts";
import type { CategorySort } from "../../../shared/schemas/article.ts";
import { Search } from "../../ui/icons.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { useToast } from "../../ui/Toaster.tsx";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import { fetchers } from "../api/publicQueries.ts";
import { usePageQuery } from "../api/usePageQuery.ts";
import { useSiteName } from "../api/useSiteName.ts";
import { CategoryArticleCard } from "../components/ArticleCard.tsx";
import { Breadcrumb } from "../components/Breadcrumb.tsx";
import { NotFoundState } from "../components/NotFoundState.tsx";
import { Pagination } from "../components/Pagination.tsx";
import { SearchBar } from "../components/SearchBar.tsx";
import { useAppHref } from "../hooks/useEmbed.tsx";

const sorts: { value: CategorySort; label: string }[] = [
  { value: "recent", label: "Most Recent" },
  { value: "popular", label: "Most Popular" },
  { value: "title", label: "A-Z" },
];

/** The category page (/c/:slug); the sort is sent to the server, which orders the whole category. */
export function CategoryPage({ slug }: { slug: string }) {
  const [searchParams] = useSearchParams();
  const { page, cursor, sort } = categoryParams(searchParams);
  const [, navigate] = useLocation();
  const href = useAppHref();
  const toast = useToast();
  const [filter, setFilter] = useState("");
  const sortId = useId();
  const { data, isPending, isError, error } = usePageQuery({
    queryKey: queryKeys.category(slug, cursor ?? page, sort),
    queryFn: () => fetchers.category(slug, { cursor, page }, sort),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (isError)
      toast({ title: "Failed to fetch category", description: error.message, variant: "destructive" });
  }, [isError, error, toast]);
  const siteName = useSiteName();
  useDocumentTitle(
    isPending
      ? null
      : data
        ? pageTitles.category(data.category.name, siteName)
        : pageTitles.categoryNotFound(siteName),
  );

  if (isPending) return <Spinner />;
  if (isError || !data) {
    return (
      <NotFoundState title="Category Not Found" message="The category you're looking for doesn't exist." />
    );
  }
  const { category, articles, pagination } = data;
  const term = filter.trim().toLowerCase();
  const shown = term
    ? articles.filter(
        (article) =>
          article.title.toLowerCase().includes(term) || article.summary.toLowerCase().includes(term),
      )
    : articles;
  /** The address of this category in an order, at a cursor (none: the first page). */
  const addressOf = (nextSort: CategorySort, nextCursor?: string) => {
    const params = new URLSearchParams();
    if (nextSort !== "recent") params.set("sort", nextSort);
    if (nextCursor) params.set("cursor", nextCursor);
    const query = params.toString();
    return `/c/${category.slug}${query ? `?${query}` : ""}`;
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="mb-6 max-w-md">
        <SearchBar compact />
      </div>
      <Breadcrumb items={[{ label: "Help Center", to: "/" }, { label: category.name }]} />
      <h1 className="text-3xl font-bold text-gray-900">{category.name}</h1>
      {category.description && <p className="mt-3 max-w-3xl text-lg text-gray-600">{category.description}</p>}
      <p className="mt-2 text-sm font-medium text-primary-strong">{`${category.articleCount} articles`}</p>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-500"
            aria-hidden="true"
          />
          <input
            type="search"
            aria-label={`Search in ${category.name}`}
            placeholder={`Search in ${category.name}...`}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className="w-full rounded-lg border border-gray-300 bg-white py-2 pr-3 pl-9 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30"
          />
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm text-gray-700">
            Sort by
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => navigate(href(addressOf(event.target.value as CategorySort)))}
            className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm"
          >
            {sorts.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {shown.length === 0 ? (
        <p className="mt-12 text-center text-gray-600">
          {term ? "No articles found matching your search." : "No articles in this category yet."}
        </p>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((article, index) => (
            <li key={article.id} className="flex">
              <CategoryArticleCard article={article} firstOnPage={index === 0} />
            </li>
          ))}
        </ul>
      )}

      {!term && (
        <Pagination
          page={pagination.page}
          hasMore={pagination.hasMore}
          previousTo={
            pagination.page > 1
              ? addressOf(sort, pagination.page > 2 ? (pagination.previous ?? undefined) : undefined)
              : undefined
          }
          nextTo={pagination.next ? addressOf(sort, pagination.next) : undefined}
        />
      )}
    </div>
  );
}
