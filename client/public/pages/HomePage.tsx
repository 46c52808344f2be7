import { queryKeys } from "../../../shared/queryKeys.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import { fetchers } from "../api/publicQueries.ts";
import { usePageData, usePageQuery } from "../api/usePageQuery.ts";
import { usePublicSettings } from "../api/usePublicSettings.ts";
import { AppLink } from "../components/AppLink.tsx";
import { FeaturedArticleCard } from "../components/ArticleCard.tsx";
import { SearchBar } from "../components/SearchBar.tsx";

/** The home page: hero, search bar, categories, popular articles. */
export function HomePage() {
  const categories = usePageQuery({ queryKey: queryKeys.categories, queryFn: fetchers.categories });
  const featured = usePageQuery({ queryKey: queryKeys.featured, queryFn: fetchers.featured });
  const { data: settings } = usePublicSettings();
  const homeTitle = usePageData<string>(queryKeys.homeTitle);
  useDocumentTitle(homeTitle ?? settings?.site_name ?? null);
  return (
    <>
      <section className="bg-primary-strong px-4 py-16 text-center text-white sm:py-20">
        <h1 className="text-3xl font-bold sm:text-4xl">How can we help you?</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">
          Search our help center or browse categories to find what you're looking for
        </p>
        <div className="mx-auto mt-8 max-w-2xl">
          <SearchBar />
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 pt-14" aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="text-2xl font-bold text-gray-900">
          Browse by Category
        </h2>
        {categories.isPending ? (
          <Spinner />
        ) : (
          <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-3">
            {(categories.data ?? []).map((category) => (
              <li key={category.id}>
                <AppLink to={`/c/${category.slug}`} className="category-tile" data-testid="category-card">
                  <h3 className="card-title">{category.name}</h3>
                  <p className="mt-1 text-sm font-medium text-primary-strong">{`${category.articleCount} articles`}</p>
                  <p className="mt-3 text-sm text-gray-600">{category.description}</p>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </section>

      {(featured.data?.length ?? 0) > 0 && (
        <section className="mx-auto max-w-6xl px-4 pt-14" aria-labelledby="popular-heading">
          <h2 id="popular-heading" className="text-2xl font-bold text-gray-900">
            Popular Articles
          </h2>
          <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {featured.data?.map((article) => (
              <li key={article.id} className="flex" data-testid="featured-article">
                <FeaturedArticleCard article={article} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
