import type { Db } from "../../platform/db/database.ts";

/** Whether any of these voters rated the article after `since`. */
export async function ratedSince(db: Db, articleId: number, voterKeys: string[], since: string) {
  const row = await db
    .selectFrom("ratings")
    .select("id")
    .where("articleId", "=", articleId)
    .where("visitorId", "in", voterKeys)
    .where("createdAt", ">", since)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertRating(
  db: Db,
  rating: { articleId: number; visitorId: string; value: number; createdAt: string; clientAddress: string },
): Promise<void> {
  await db.insertInto("ratings").values(rating).execute();
}

/** Votes on the article from this client address after `since`. */
export async function countRatingsFromAddressSince(
  db: Db,
  articleId: number,
  clientAddress: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom("ratings")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("articleId", "=", articleId)
    .where("clientAddress", "=", clientAddress)
    .where("createdAt", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Adds one vote to the article's helpful or not-helpful count; returns both counts. */
export async function addVote(
  db: Db,
  id: number,
  value: 1 | -1,
): Promise<{ helpfulCount: number; notHelpfulCount: number }> {
  const column = value === 1 ? "helpfulCount" : "notHelpfulCount";
  await db
    .updateTable("articles")
    .set((eb) => ({ [column]: eb(column, "+", 1) }))
    .where("id", "=", id)
    .execute();
  return db
    .selectFrom("articles")
    .select(["helpfulCount", "notHelpfulCount"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}
