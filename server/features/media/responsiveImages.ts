import type { ArticleSummary } from "../../../shared/schemas/article.ts";
import type { ResponsiveImage } from "../../../shared/schemas/responsiveImage.ts";
import type { MediaVariant } from "../../platform/db/schema.ts";
import type { AppContext } from "../appContext.ts";
import { mediaFilesByUrls } from "./mediaRepo.ts";
import { imageSources, withResponsiveImages } from "./responsiveImageHtml.ts";

/** The variants and size of each uploaded image among these URLs (others are left out). */
export async function responsiveImagesFor(
  ctx: AppContext,
  urls: string[],
): Promise<Map<string, ResponsiveImage>> {
  const unique = [...new Set(urls)];
  const images = new Map<string, ResponsiveImage>();
  if (unique.length === 0) return images;
  for (const row of await mediaFilesByUrls(ctx.db, unique)) {
    if (!row.width || !row.height) continue;
    const variants = JSON.parse(row.variants) as MediaVariant[];
    const candidates = [
      ...variants.map((variant) => `${variant.url} ${variant.width}w`),
      `${row.url} ${row.width}w`,
    ];
    images.set(row.url, { srcset: candidates.join(", "), width: row.width, height: row.height });
  }
  return images;
}

/** Summaries with their covers' variants, for cards on public pages. */
export async function withResponsiveCovers<T extends ArticleSummary>(
  ctx: AppContext,
  articles: T[],
): Promise<T[]> {
  const images = await responsiveImagesFor(
    ctx,
    articles.flatMap((article) => (article.coverImageUrl ? [article.coverImageUrl] : [])),
  );
  return articles.map((article) => ({
    ...article,
    coverImage: (article.coverImageUrl && images.get(article.coverImageUrl)) || null,
  }));
}

/** A public article: cover, related covers and inline images with their variants. */
export async function withResponsiveArticleImages<
  T extends ArticleSummary & { contentHtml: string; relatedArticles: ArticleSummary[] },
>(ctx: AppContext, article: T): Promise<T> {
  const images = await responsiveImagesFor(ctx, [
    ...(article.coverImageUrl ? [article.coverImageUrl] : []),
    ...article.relatedArticles.flatMap((related) => (related.coverImageUrl ? [related.coverImageUrl] : [])),
    ...imageSources(article.contentHtml),
  ]);
  const cover = (url: string | null) => (url && images.get(url)) || null;
  return {
    ...article,
    coverImage: cover(article.coverImageUrl),
    contentHtml: withResponsiveImages(article.contentHtml, images),
    relatedArticles: article.relatedArticles.map((related) => ({
      ...related,
      coverImage: cover(related.coverImageUrl),
    })),
  };
}
