import { SEARCH_DROPDOWN_MAX_ENTRIES, SEARCH_PAGE_SIZE } from "../../../../shared/constants.ts";
import type { SearchClick } from "../../../../shared/schemas/searchClick.ts";
import { utcDay } from "../../../lib/utcDay.ts";
import { clock } from "../../../platform/clock.ts";
import type { Db } from "../../../platform/db/database.ts";
import { retriedTransaction } from "../../../platform/db/retriedTransaction.ts";
import { findArticleIdBySlug } from "../../articles/articleRepo.ts";
import type { SettingsStore } from "../../settings/settingsStore.ts";
import type { SearchIndex } from "../index/searchIndex.ts";
import { normalizeQuery } from "../query/searchText.ts";
import { recordSearchClicksIn } from "./searchClickRecording.ts";
import { findLatestSearchEvent } from "./searchEventRepo.ts";

/** A click counts for the visitor's search of that query made at most this long before. */
const CLICK_AFTER_SEARCH_MS = 30 * 60_000;

export type ClickOutcome = "recorded" | "notShown" | "noSearch";

/** Whether the article at that place is one the search could have shown there. */
interface ClickDeps {
  db: Db;
  search: SearchIndex;
  settings: SettingsStore;
  rowLocks: boolean;
}

async function couldHaveShown(ctx: ClickDeps, click: SearchClick, query: string): Promise<boolean> {
  const settings = await ctx.settings.get();
  const synonyms = settings.search_synonyms;
  if (click.source === "dropdown") {
    if (click.position > SEARCH_DROPDOWN_MAX_ENTRIES) return false;
    // Every dropdown entry, suggestion or article, is one of the search's hits.
    const found = await ctx.search.search(ctx.db, { query, synonyms });
    return found.hits.some((hit) => hit.article.slug === click.slug);
  }
  const page = Math.ceil(click.position / SEARCH_PAGE_SIZE);
  const found = await ctx.search.search(ctx.db, { query, synonyms, page });
  return found.hits.some((hit) => hit.article.slug === click.slug);
}

/**
 * A visitor opened an article from a search (the beacon; their held search is already logged):
 * checked against what that search could have shown, then tied to the visitor's latest logged
 * search of the query, which now
 * counts as followed by a click. Nothing about the visitor is stored beyond the search's key.
 */
export async function recordSearchClick(
  ctx: ClickDeps,
  visitor: string,
  click: SearchClick,
  now = clock.now(),
): Promise<ClickOutcome> {
  const query = normalizeQuery(click.query);
  if (!(await couldHaveShown(ctx, click, query))) return "notShown";
  const articleId = await findArticleIdBySlug(ctx.db, click.slug);
  if (articleId === undefined) return "notShown";

  const since = new Date(now.getTime() - CLICK_AFTER_SEARCH_MS);
  const search = await findLatestSearchEvent(ctx.db, visitor, query, {
    start: since.toISOString(),
    // A held dropdown search released for this click is stamped after the beacon arrived.
    end: new Date(now.getTime() + 60_000).toISOString(),
  });
  if (!search) return "noSearch";

  const found = search;
  await retriedTransaction(ctx.db, (trx) =>
    recordSearchClicksIn(
      trx,
      [
        {
          searchEventId: found.id,
          day: utcDay(new Date(found.createdAt)),
          query,
          articleId,
          position: click.position,
          createdAt: now.toISOString(),
        },
      ],
      ctx.rowLocks,
    ),
  );
  return "recorded";
}
