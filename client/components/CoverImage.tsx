import type { ImgHTMLAttributes } from "react";
import type { ArticleSummary } from "../../shared/schemas/article.ts";

/** An article's cover image, focused where the editor set it (SPEC §9 cover position); none without one. */
export function CoverImage({
  article,
  ...img
}: { article: Pick<ArticleSummary, "coverImageUrl" | "coverImagePosition"> } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "alt" | "style"
>) {
  if (!article.coverImageUrl) return null;
  return (
    <img
      src={article.coverImageUrl}
      alt=""
      style={{ objectPosition: `center ${article.coverImagePosition}%` }}
      {...img}
    />
  );
}
