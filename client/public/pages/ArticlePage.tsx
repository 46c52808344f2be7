import { useEffect } from "react";
import { pageTitles } from "../../../shared/pageTitles.ts";
import { queryKeys } from "../../../shared/queryKeys.ts";
import { formatLongDate } from "../../ui/formatDate.ts";
import { Calendar, Clock, Folder } from "../../ui/icons.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import { fetchers } from "../api/publicQueries.ts";
import { usePageQuery } from "../api/usePageQuery.ts";
import { useSiteName } from "../api/useSiteName.ts";
import { articleBodyForDisplay } from "../articleBodyForDisplay.ts";
import { ARTICLE_BODY_ATTRIBUTE } from "../articleBodyInPage.ts";
import { FeaturedArticleCard } from "../components/ArticleCard.tsx";
import { Breadcrumb } from "../components/Breadcrumb.tsx";
import { CoverImage } from "../components/CoverImage.tsx";
import { NotFoundState } from "../components/NotFoundState.tsx";
import { RatingWidget } from "../components/RatingWidget.tsx";
import { SearchBar } from "../components/SearchBar.tsx";
import { TableOfContents, TOC_MIN_HEADINGS } from "../components/TableOfContents.tsx";
import { useVideoFacades } from "../hooks/useVideoFacades.ts";
import { useViewBeacon } from "../hooks/useViewBeacon.ts";

/**
 * The article page (/a/:slug): breadcrumb, title, updated date, read time, cover, body, rating widget
 * and related articles; "Article Not Found" when there is none.
 */
export function ArticlePage({ slug }: { slug: string }) {
  const {
    data: article,
    isPending,
    isError,
  } = usePageQuery({
    queryKey: queryKeys.article(slug),
    queryFn: () => fetchers.article(slug),
  });
  const bodyRef = useVideoFacades();
  const siteName = useSiteName();
  useViewBeacon(article?.slug);
  const contentHtml = article?.contentHtml;
  const body = contentHtml === undefined ? null : articleBodyForDisplay(contentHtml);
  useScrollToSection(body?.html ?? null);
  useDocumentTitle(
    isPending ? null : article ? pageTitles.article(article, siteName) : pageTitles.articleNotFound(siteName),
  );
  if (isPending) return <Spinner />;
  if (isError || !article) {
    return (
      <NotFoundState
        title="Article Not Found"
        message="The article you're looking for doesn't exist or has been removed."
      />
    );
  }
  const headings = body?.headings ?? [];
  const toc = headings.length >= TOC_MIN_HEADINGS;
  const page = (
    <article className={toc ? "min-w-0" : "mx-auto max-w-3xl px-4 py-10"}>
      <div className="mb-6 max-w-md">
        <SearchBar compact />
      </div>
      <Breadcrumb
        items={[
          { label: "Help Center", to: "/" },
          ...(article.category ? [{ label: article.category.name, to: `/c/${article.category.slug}` }] : []),
          { label: article.title },
        ]}
      />
      <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{article.title}</h1>
      <p className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-gray-600">
        <span className="flex items-center gap-1.5">
          <Calendar className="h-4 w-4" aria-hidden="true" />
          Updated {formatLongDate(article.updatedAt)}
        </span>
        <span className="flex items-center gap-1.5">
          <Clock className="h-4 w-4" aria-hidden="true" />
          {article.readTime} min read
        </span>
        {article.category && (
          <span className="flex items-center gap-1.5">
            <Folder className="h-4 w-4" aria-hidden="true" />
            {article.category.name}
          </span>
        )}
      </p>
      <CoverImage
        article={article}
        width={1200}
        height={480}
        sizes="(min-width: 768px) 720px, 100vw"
        fetchPriority="high"
        className="mt-8 h-64 w-full rounded-xl object-cover sm:h-80"
        data-testid="article-cover"
      />
      {toc && <TableOfContents headings={headings} placement="top" />}
      <div
        ref={bodyRef}
        className="article-body mt-8"
        data-testid="article-body"
        {...{ [ARTICLE_BODY_ATTRIBUTE]: "" }}
        dangerouslySetInnerHTML={{ __html: body?.html ?? "" }}
      />
      <RatingWidget
        key={article.slug}
        slug={article.slug}
        helpfulCount={article.helpfulCount}
        notHelpfulCount={article.notHelpfulCount}
      />
      {article.relatedArticles.length > 0 && (
        <section className="mt-12" aria-labelledby="related-heading">
          <h2 id="related-heading" className="text-2xl font-bold text-gray-900">
            Related Articles
          </h2>
          <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2">
            {article.relatedArticles.map((related) => (
              <li key={related.id} className="flex">
                <FeaturedArticleCard article={related} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
  if (!toc) return page;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 lg:grid lg:max-w-6xl lg:grid-cols-[minmax(0,48rem)_15rem] lg:gap-12">
      {page}
      <aside>
        <TableOfContents headings={headings} placement="side" />
      </aside>
    </div>
  );
}

/**
 * An address with a section (/a/slug#anchor) opened inside the app: the browser scrolled
 * before the article was drawn, so scroll to the section once it is there.
 */
function useScrollToSection(drawnHtml: string | null): void {
  useEffect(() => {
    if (drawnHtml === null || !window.location.hash) return;
    const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    target?.scrollIntoView();
  }, [drawnHtml]);
}
