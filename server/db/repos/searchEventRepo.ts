import { sql } from "kysely";
import type { Db } from "../database.ts";

export interface SearchEvent {
  query: string;
  resultCount: number;
  createdAt: string;
  /** A keyed hash of the searching client (absent for seeded demo searches). */
  visitor?: string | null;
}

export async function insertSearchEvents(db: Db, events: SearchEvent[]): Promise<void> {
  if (events.length > 0) await db.insertInto("searchEvents").values(events).execute();
}

export async function countSearchesSince(db: Db, since: string): Promise<number> {
  const row = await db
    .selectFrom("searchEvents")
    .where("createdAt", ">=", since)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The queries most visitors searched since `since` (only those that found nothing, when asked).
 * Visitors, not events: one client repeating text cannot climb the list. (Events logged without
 * a visitor count one each.)
 */
export async function topQueriesSince(
  db: Db,
  since: string,
  options: { withoutResultsOnly: boolean; limit: number },
): Promise<{ text: string; count: number }[]> {
  let query = db
    .selectFrom("searchEvents")
    .where("createdAt", ">=", since)
    .select(["query as text", sql<number>`count(distinct coalesce(visitor, 'event ' || id))`.as("count")]);
  if (options.withoutResultsOnly) query = query.where("resultCount", "=", 0);
  const rows = await query
    .groupBy("query")
    .orderBy("count", "desc")
    .orderBy("query")
    .limit(options.limit)
    .execute();
  return rows.map((row) => ({ text: row.text, count: Number(row.count) }));
}

/**
 * Logs the search unless the same visitor logged the same query within the window: asked of
 * the database, so every instance (and a restarted one) agrees on "the same search again".
 */
export async function insertSearchEventUnlessRepeated(
  db: Db,
  event: SearchEvent & { visitor: string },
  windowMs: number,
): Promise<boolean> {
  const since = new Date(Date.parse(event.createdAt) - windowMs).toISOString();
  const repeated = await db
    .selectFrom("searchEvents")
    .select("id")
    .where("visitor", "=", event.visitor)
    .where("query", "=", event.query)
    .where("createdAt", ">", since)
    .limit(1)
    .executeTakeFirst();
  if (repeated) return false;
  await db.insertInto("searchEvents").values(event).execute();
  return true;
}

/** Deletes events older than the time (the retention setting); answers how many went. */
export async function deleteSearchEventsBefore(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom("searchEvents")
    .where("createdAt", "<", before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
