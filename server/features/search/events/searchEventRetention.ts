import { clock } from "../../../platform/clock.ts";
import type { Db } from "../../../platform/db/database.ts";
import { deleteSearchEventsBefore } from "./searchEventRepo.ts";

/**
 * Deletes search events older than the retention (SEARCH_EVENT_RETENTION_DAYS): the log holds
 * what visitors typed, which is kept no longer than analytics need it. Runs at start and then hourly.
 */
export function pruneSearchEvents(db: Db, retentionDays: number, now = clock.now()): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  return deleteSearchEventsBefore(db, before);
}
