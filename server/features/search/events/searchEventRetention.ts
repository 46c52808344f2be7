import { clock } from "../../../platform/clock.ts";
import type { AppContext } from "../../appContext.ts";
import { deleteSearchEventsBefore } from "./searchEventRepo.ts";

/**
 * Deletes search events older than SEARCH_EVENT_RETENTION_DAYS: the log holds what visitors
 * typed, which is kept no longer than analytics need it. Runs at start and then hourly.
 */
export function pruneSearchEvents(ctx: AppContext, now = clock.now()): Promise<number> {
  const before = new Date(now.getTime() - ctx.config.searchEventRetentionDays * 86_400_000);
  return deleteSearchEventsBefore(ctx.db, before);
}
