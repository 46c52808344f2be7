import type { ImgHTMLAttributes } from "react";
import type { ArticleSummary } from "../../../shared/schemas/article.ts";

/**
 * An article's cover image, focused where the editor set it (vertical position 0-100, default
 * 50); none without one. An uploaded cover comes with its variants (`srcset`, chosen by `sizes`) and its
 * real size; `width`/`height` are the fallback for covers from elsewhere.
 */
export function CoverImage({
  article,
  sizes,
  width,
  height,
  ...img
}: {
  article: Pick<ArticleSummary, "coverImageUrl" | "coverImagePosition" | "coverImage">;
  /** How wide the image is shown, for the browser's choice among the variants. */
  sizes: string;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "style" | "srcSet" | "sizes">) {
  if (!article.coverImageUrl) return null;
  const variants = article.coverImage;
  return (
    <img
      src={article.coverImageUrl}
      alt=""
      srcSet={variants?.srcset}
      sizes={variants ? sizes : undefined}
      width={variants?.width ?? width}
      height={variants?.height ?? height}
      style={{ objectPosition: `center ${article.coverImagePosition}%` }}
      {...img}
    />
  );
}
