import type {
  DismissableSearchListName,
  DismissedQueries,
  SearchDismissal,
} from "../../../shared/schemas/analytics.ts";
import { notFound } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { normalizeQuery } from "../search/query/searchText.ts";
import { FULL_LIST_LENGTH } from "./analytics.ts";
import { dismissQuery, listDismissed, restoreQuery } from "./searchDismissalRepo.ts";

/**
 * Takes a query off the no-result or no-click list for good (a typo, spam). The query is stored
 * normalised, as the lists count it, so every spelling of it goes; dismissing it again is harmless.
 */
export async function dismissSearchQuery(
  ctx: AppContext,
  dismissal: SearchDismissal,
  dismissedById: number | null,
): Promise<void> {
  await dismissQuery(ctx.db, {
    query: normalizeQuery(dismissal.query),
    list: dismissal.list,
    dismissedById,
    dismissedAt: new Date().toISOString(),
  });
}

/** The queries taken off a list, most recently dismissed first. */
export async function listDismissedQueries(
  ctx: AppContext,
  list: DismissableSearchListName,
): Promise<DismissedQueries> {
  return { list, entries: await listDismissed(ctx.db, list, FULL_LIST_LENGTH) };
}

/** Puts a dismissed query back on its list; 404 when it was not dismissed from that list. */
export async function restoreSearchQuery(ctx: AppContext, dismissal: SearchDismissal): Promise<void> {
  if (!(await restoreQuery(ctx.db, normalizeQuery(dismissal.query), dismissal.list)))
    throw notFound("That query is not dismissed from this list.");
}
