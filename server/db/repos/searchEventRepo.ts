import type { Db } from "../database.ts";

export interface SearchEvent {
  query: string;
  resultCount: number;
  createdAt: string;
}

export async function insertSearchEvents(db: Db, events: SearchEvent[]): Promise<void> {
  if (events.length > 0) await db.insertInto("searchEvents").values(events).execute();
}

export async function countSearchesSince(db: Db, since: string, before?: string): Promise<number> {
  let query = db.selectFrom("searchEvents").where("createdAt", ">=", since);
  if (before) query = query.where("createdAt", "<", before);
  const row = await query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The most frequent queries since `since` (only those that found nothing, when asked), most first. */
export async function topQueriesSince(
  db: Db,
  since: string,
  options: { withoutResultsOnly: boolean; limit: number },
): Promise<{ text: string; count: number }[]> {
  let query = db
    .selectFrom("searchEvents")
    .where("createdAt", ">=", since)
    .select(["query as text", (eb) => eb.fn.countAll<number>().as("count")]);
  if (options.withoutResultsOnly) query = query.where("resultCount", "=", 0);
  const rows = await query
    .groupBy("query")
    .orderBy("count", "desc")
    .orderBy("query")
    .limit(options.limit)
    .execute();
  return rows.map((row) => ({ text: row.text, count: Number(row.count) }));
}
