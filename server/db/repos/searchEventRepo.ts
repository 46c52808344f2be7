import type { Db } from "../database.ts";

export interface SearchEventInput {
  visitor: string;
  query: string;
  resultCount: number;
  at: Date;
}

export const searchEventRepo = {
  /**
   * Logs the search unless the same visitor logged the same query within the window: asked of
   * the database, so every instance agrees on what "the same search again" is.
   */
  async insertUnlessRepeated(db: Db, event: SearchEventInput, windowMs: number): Promise<boolean> {
    const since = new Date(event.at.getTime() - windowMs).toISOString();
    const repeated = await db
      .selectFrom("searchEvents")
      .select("id")
      .where("visitor", "=", event.visitor)
      .where("query", "=", event.query)
      .where("createdAt", ">", since)
      .limit(1)
      .executeTakeFirst();
    if (repeated) return false;
    await db
      .insertInto("searchEvents")
      .values({
        visitor: event.visitor,
        query: event.query,
        resultCount: event.resultCount,
        createdAt: event.at.toISOString(),
      })
      .execute();
    return true;
  },

  /** Deletes events older than the time (the retention setting); answers how many went. */
  async deleteBefore(db: Db, before: Date): Promise<number> {
    const result = await db
      .deleteFrom("searchEvents")
      .where("createdAt", "<", before.toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
