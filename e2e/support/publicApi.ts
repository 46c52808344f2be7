import type { PublicArticle } from "../../shared/schemas/article.ts";
import type { Site } from "./site.ts";

/** A published article as the public API answers it: what the server used to draw its pages. */
export async function publicArticle(site: Site, slug: string): Promise<PublicArticle> {
  const response = await fetch(`${site.baseUrl}/api/public/articles/${slug}`);
  if (response.status !== 200)
    throw new Error(`GET /api/public/articles/${slug} answered ${response.status}`);
  return (await response.json()) as PublicArticle;
}
