import type { AppContext } from "../context.ts";

/**
 * What changed, so that each cache clears only what shows it (README "Caches"):
 * - `everything`: settings, categories, a rebuild or seed — every page, settings and words;
 * - `articles`: these articles (their pages, the pages naming them, their categories' pages);
 *   `listing` when the set of published articles or the featured ones changed (home, counts).
 */
export type ContentChange =
  | { scope: "everything" }
  | { scope: "articles"; articleIds: number[]; categoryIds: number[]; listing: boolean };

export type ContentChangeListener = (change: ContentChange) => void;

export const everything: ContentChange = { scope: "everything" };

/** A change to the given articles (ids of the categories they were in before and after). */
export function articlesChanged(
  articleIds: number[],
  categoryIds: (number | null | undefined)[],
  listing: boolean,
): ContentChange {
  const categories = [...new Set(categoryIds.filter((id): id is number => typeof id === "number"))];
  return { scope: "articles", articleIds: [...new Set(articleIds)], categoryIds: categories, listing };
}

/** Applies a change to this instance's caches only (a change another instance made arrives here). */
export function applyContentChange(ctx: AppContext, change: ContentChange): void {
  for (const listener of ctx.onContentChange) listener(change);
}

/** Tells this instance's caches, and every other instance through the cluster broadcast. */
export function notifyContentChange(ctx: AppContext, change: ContentChange = everything): void {
  applyContentChange(ctx, change);
  ctx.cluster.broadcast(change);
}
