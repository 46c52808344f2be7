import type { Db } from "../../platform/db/database.ts";
import type { DismissableSearchList } from "../../platform/db/schema.ts";

/** Takes a query off a list for good (again is harmless). */
export async function dismissQuery(
  db: Db,
  dismissal: {
    query: string;
    list: DismissableSearchList;
    dismissedById: number | null;
    dismissedAt: string;
  },
): Promise<void> {
  await db
    .insertInto("searchQueryDismissals")
    .values(dismissal)
    .onConflict((oc) => oc.columns(["list", "query"]).doNothing())
    .execute();
}

/** Puts a dismissed query back on its list. */
export async function restoreQuery(db: Db, query: string, list: DismissableSearchList): Promise<boolean> {
  const result = await db
    .deleteFrom("searchQueryDismissals")
    .where("list", "=", list)
    .where("query", "=", query)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The queries taken off a list, most recently dismissed first. */
export async function listDismissed(
  db: Db,
  list: DismissableSearchList,
  limit: number,
): Promise<{ query: string; dismissedAt: string }[]> {
  return db
    .selectFrom("searchQueryDismissals")
    .select(["query", "dismissedAt"])
    .where("list", "=", list)
    .orderBy("dismissedAt", "desc")
    .orderBy("query")
    .limit(limit)
    .execute();
}
