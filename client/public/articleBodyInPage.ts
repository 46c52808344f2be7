import type { DehydratedState } from "@tanstack/react-query";
import type { QueryData } from "../../shared/pageState.ts";

/** The attribute that marks the article page's body element (client/public/pages/ArticlePage.tsx). */
export const ARTICLE_BODY_ATTRIBUTE = "data-article-body";

const isArticleKey = (queryKey: readonly unknown[]) => queryKey[0] === "article";
const hasBody = (value: unknown): value is { contentHtml: string } =>
  typeof value === "object" && value !== null && "contentHtml" in value;

/**
 * The page's data as the browser's state carries it: an article without its body, which the
 * page's HTML already holds (the largest part of the page, sent once instead of twice).
 */
export function withoutArticleBodies(data: QueryData): QueryData {
  return data.map(([queryKey, value]) => {
    if (!isArticleKey(queryKey) || !hasBody(value)) return [queryKey, value];
    const { contentHtml: _inPage, ...rest } = value;
    return [queryKey, rest];
  });
}

/**
 * Gives the state's article its body back from the server's HTML before hydration. The HTML is
 * the body as shown (heading anchors, video facades); showing it again gives the same HTML and
 * headings, since both steps leave their own output as it is.
 */
export function restoreArticleBodies(state: DehydratedState, page: ParentNode): void {
  for (const query of state.queries) {
    const value = query.state.data;
    if (!isArticleKey(query.queryKey) || typeof value !== "object" || value === null || hasBody(value))
      continue;
    const body = page.querySelector(`[${ARTICLE_BODY_ATTRIBUTE}]`);
    (value as { contentHtml: string }).contentHtml = body?.innerHTML ?? "";
  }
}
