import type { Db } from "../../platform/db/database.ts";

/** Logged searches since a moment, each with whether a result was opened from it, by visitor and time. */
export async function searchesWithClicksSince(db: Db, since: string) {
  const rows = await db
    .selectFrom("searchEvents")
    .select((eb) => [
      "searchEvents.visitor",
      "searchEvents.query",
      "searchEvents.resultCount",
      "searchEvents.createdAt",
      eb
        .exists(
          eb
            .selectFrom("searchClicks")
            .select("searchClicks.id")
            .whereRef("searchClicks.searchEventId", "=", "searchEvents.id"),
        )
        .as("clicked"),
    ])
    .where("searchEvents.createdAt", ">=", since)
    .where("searchEvents.visitor", "is not", null)
    .orderBy("searchEvents.visitor")
    .orderBy("searchEvents.createdAt")
    .orderBy("searchEvents.id")
    .execute();
  return rows.map((row) => ({ ...row, clicked: Boolean(row.clicked) }));
}

export async function dismissedPairs(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom("synonymSuggestionDismissals").select("pair").execute();
  return new Set(rows.map((row) => row.pair));
}

export async function insertDismissedPair(db: Db, pair: string, dismissedAt: string): Promise<void> {
  await db
    .insertInto("synonymSuggestionDismissals")
    .values({ pair, dismissedAt })
    .onConflict((oc) => oc.column("pair").doNothing())
    .execute();
}
