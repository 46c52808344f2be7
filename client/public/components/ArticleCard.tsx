import type { ArticleSummary } from "../../../shared/schemas/article.ts";
import { formatShortDate } from "../../ui/formatDate.ts";
import { Clock, ThumbsUp } from "../../ui/icons.tsx";
import { AppLink } from "./AppLink.tsx";
import { CoverImage } from "./CoverImage.tsx";

/** Cards are one, two or three columns wide (at most 24rem). */
const CARD_SIZES = "(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw";

/**
 * A card's cover waits until it is scrolled near, except on the first card of a list that opens
 * the page (`firstOnPage`): that one is on screen at once, usually the largest thing a phone paints,
 * so it is fetched at once and ahead of the scripts.
 */
function Cover({ article, firstOnPage = false }: { article: ArticleSummary; firstOnPage?: boolean }) {
  return (
    <CoverImage
      article={article}
      width={640}
      height={320}
      sizes={CARD_SIZES}
      loading={firstOnPage ? "eager" : "lazy"}
      fetchPriority={firstOnPage ? "high" : undefined}
      decoding="async"
      className="card-cover"
    />
  );
}

/** Home "Popular Articles": cover, title, summary, category and read time. */
export function FeaturedArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <AppLink to={`/a/${article.slug}`} className="article-card">
      <Cover article={article} />
      <div className="card-text">
        <h3 className="card-title">{article.title}</h3>
        <p className="card-summary">{article.summary}</p>
        <p className="card-meta">
          <span className="font-medium text-primary-strong">{article.category?.name ?? ""}</span>
          <span className="flex items-center gap-1">
            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
            {article.readTime} min read
          </span>
        </p>
      </div>
    </AppLink>
  );
}

/** Category page card: cover, title, summary, "Updated {Mon d}", minutes read, helpful count. */
export function CategoryArticleCard({
  article,
  firstOnPage,
}: {
  article: ArticleSummary;
  firstOnPage?: boolean;
}) {
  return (
    <AppLink to={`/a/${article.slug}`} className="article-card" data-testid="category-article">
      <Cover article={article} firstOnPage={firstOnPage} />
      <div className="card-text">
        <h2 className="card-title">{article.title}</h2>
        <p className="card-summary">{article.summary}</p>
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-gray-600">
          <span>Updated {formatShortDate(article.updatedAt)}</span>
          <span className="flex items-center gap-1">
            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
            {article.readTime} min read
          </span>
          <span className="flex items-center gap-1" title="Found this helpful">
            <ThumbsUp className="h-3.5 w-3.5" aria-hidden="true" />
            <span>{article.helpfulCount}</span>
            <span className="sr-only">found this helpful</span>
          </span>
        </p>
      </div>
    </AppLink>
  );
}
