import type { Db } from "../database.ts";

export const ratingRepo = {
  /** Votes on the article from this client address since the time. */
  async countFromAddressSince(
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
  },
};
