import { keepPreviousData } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useSearchParams } from "wouter";
import { SEARCH_MIN_CHARS } from "../../../shared/constants.ts";
import { pageTitles } from "../../../shared/pageTitles.ts";
import { queryKeys } from "../../../shared/queryKeys.ts";
import { searchParamsOf } from "../../../shared/routeParams.ts";
import { SearchX } from "../../ui/icons.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { useToast } from "../../ui/Toaster.tsx";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import { fetchers } from "../api/publicQueries.ts";
import { sendSearchClick } from "../api/sendSearchClick.ts";
import { usePageQuery } from "../api/usePageQuery.ts";
import { useSiteName } from "../api/useSiteName.ts";
import { AppLink } from "../components/AppLink.tsx";
import { Highlighted } from "../components/Highlighted.tsx";
import { Pagination } from "../components/Pagination.tsx";
import { SearchBar } from "../components/SearchBar.tsx";
import { useAppHref } from "../hooks/useEmbed.tsx";

/** The full results page, shareable at /search?q= (noindex: result lists are not content). */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  const { q, page } = searchParamsOf(searchParams);
  const [, navigate] = useLocation();
  const href = useAppHref();
  const toast = useToast();
  const enabled = q.length >= SEARCH_MIN_CHARS;
  const { data, isPending, isError } = usePageQuery({
    queryKey: queryKeys.search(q, page),
    queryFn: () => fetchers.search(q, page),
    enabled,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (isError) toast({ title: "Failed to fetch search results", variant: "destructive" });
  }, [isError, toast]);
  useDocumentTitle(pageTitles.search(q, useSiteName()));
  const go = (nextPage: number) =>
    navigate(href(`/search?q=${encodeURIComponent(q)}${nextPage > 1 ? `&page=${nextPage}` : ""}`));
  const total = data?.pagination?.total ?? data?.results.length ?? 0;
  // Counting stops where the ranked list ends: beyond it, the count says "or more".
  const resultCount = data?.pagination?.totalIsLowerBound
    ? `${total.toLocaleString("en")}+ results`
    : `${total} ${total === 1 ? "result" : "results"}`;
  const didYouMean = data?.didYouMean ? (
    <p className="mt-4 text-gray-700" data-testid="search-did-you-mean">
      Did you mean{" "}
      <AppLink
        to={`/search?q=${encodeURIComponent(data.didYouMean)}`}
        className="font-semibold text-primary-strong underline"
      >
        {data.didYouMean}
      </AppLink>
      ?
    </p>
  ) : null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <SearchBar key={q} initialQuery={q} />
      <h1 className="mt-8 text-2xl font-bold text-gray-900">
        {q ? <>Search results for “{q}”</> : "Search the help center"}
      </h1>
      {!enabled ? (
        <p className="mt-4 text-gray-600">Type at least {SEARCH_MIN_CHARS} characters to search.</p>
      ) : isPending ? (
        <Spinner />
      ) : !data || data.results.length === 0 ? (
        <div
          className="mt-10 rounded-xl border border-gray-200 bg-white p-8 text-center"
          data-testid="search-empty"
        >
          <SearchX className="mx-auto h-10 w-10 text-gray-400" aria-hidden="true" />
          <p className="mt-4 text-lg font-semibold text-gray-900">No articles match “{q}”.</p>
          {didYouMean}
          <p className="mt-2 text-gray-600">
            Try fewer or different words, check the spelling, or{" "}
            <AppLink to="/" className="font-medium text-primary-strong underline">
              browse the categories
            </AppLink>
            .
          </p>
        </div>
      ) : (
        <>
          {data.partial && (
            <p
              className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-gray-900"
              data-testid="search-partial"
            >
              <strong>Results for part of your search.</strong> No article matches all of “{q}”; these match
              some of its words.
            </p>
          )}
          {didYouMean}
          <p className="mt-2 text-sm text-gray-600" aria-live="polite">
            {resultCount}
          </p>
          <ol className="mt-6 space-y-4">
            {data.results.map((result, index) => (
              <li
                key={result.slug}
                className="rounded-xl border border-gray-200 bg-white p-5"
                data-testid="search-result"
              >
                <AppLink
                  to={`/a/${result.slug}${result.section ? `#${result.section.anchor}` : ""}`}
                  className="text-lg font-semibold text-primary-strong hover:underline"
                  onClick={() =>
                    sendSearchClick({
                      query: q,
                      slug: result.slug,
                      position: (page - 1) * (data.pagination?.pageSize ?? 10) + index + 1,
                      source: "results",
                    })
                  }
                >
                  {result.title}
                </AppLink>
                {result.category && (
                  <p className="mt-1 text-xs font-medium text-gray-600">{result.category.name}</p>
                )}
                {result.section && (
                  <p className="mt-1 text-xs text-gray-700">In section: {result.section.heading}</p>
                )}
                <p className="mt-2 text-sm text-gray-700">
                  <Highlighted text={result.snippet.text} ranges={result.snippet.highlights} />
                </p>
              </li>
            ))}
          </ol>
          <Pagination
            page={data.pagination?.page ?? page}
            hasMore={data.pagination?.hasMore ?? false}
            onPrevious={() => go(page - 1)}
            onNext={() => go(page + 1)}
          />
        </>
      )}
    </div>
  );
}
