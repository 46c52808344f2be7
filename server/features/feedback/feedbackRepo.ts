import type { Insertable } from "kysely";
import type { Db } from "../../platform/db/database.ts";
import type { ArticleFeedbackTable } from "../../platform/db/schema.ts";

/** The newest vote on the article by one of these voter keys after `since`, if any. */
export function latestVoteSince(db: Db, articleId: number, voterKeys: string[], since: string) {
  return db
    .selectFrom("ratings")
    .select(["id", "value", "visitorId"])
    .where("articleId", "=", articleId)
    .where("visitorId", "in", voterKeys)
    .where("createdAt", ">", since)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

export async function feedbackExistsForVote(db: Db, ratingId: number): Promise<boolean> {
  const row = await db
    .selectFrom("articleFeedback")
    .select("id")
    .where("ratingId", "=", ratingId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Feedback this voter gave after `since`, on any article. */
export async function countFeedbackByVisitorSince(db: Db, visitorId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom("articleFeedback")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("visitorId", "=", visitorId)
    .where("createdAt", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Feedback whose vote came from this address after `since`, on any article. */
export async function countFeedbackFromAddressSince(
  db: Db,
  clientAddress: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom("articleFeedback")
    .innerJoin("ratings", "ratings.id", "articleFeedback.ratingId")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("ratings.clientAddress", "=", clientAddress)
    .where("articleFeedback.createdAt", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertFeedback(db: Db, row: Insertable<ArticleFeedbackTable>): Promise<number> {
  const inserted = await db
    .insertInto("articleFeedback")
    .values(row)
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

function selectFeedbackRows(db: Db) {
  return db
    .selectFrom("articleFeedback")
    .innerJoin("articles", "articles.id", "articleFeedback.articleId")
    .select([
      "articleFeedback.id",
      "articleFeedback.articleId",
      "articles.title as articleTitle",
      "articles.slug as articleSlug",
      "articleFeedback.vote",
      "articleFeedback.reason",
      "articleFeedback.comment",
      "articleFeedback.status",
      "articleFeedback.createdAt",
      "articleFeedback.resolvedAt",
    ]);
}
export type FeedbackRow = Awaited<ReturnType<typeof findFeedbackRow>> & {};

export function findFeedbackRow(db: Db, id: number) {
  return selectFeedbackRows(db).where("articleFeedback.id", "=", id).executeTakeFirst();
}

/** Up to `limit` rows, newest first, below the cursor id; filters as given. */
export function listFeedbackRows(
  db: Db,
  filter: { articleId?: number; reason?: string; status?: ArticleFeedbackTable["status"]; beforeId?: number },
  limit: number,
) {
  let query = selectFeedbackRows(db);
  if (filter.articleId !== undefined) query = query.where("articleFeedback.articleId", "=", filter.articleId);
  if (filter.reason !== undefined) query = query.where("articleFeedback.reason", "=", filter.reason);
  if (filter.status !== undefined) query = query.where("articleFeedback.status", "=", filter.status);
  if (filter.beforeId !== undefined) query = query.where("articleFeedback.id", "<", filter.beforeId);
  return query.orderBy("articleFeedback.id", "desc").limit(limit).execute();
}

/** Marks feedback resolved (spam stays spam but is resolved too); answers whether a row changed. */
export async function resolveFeedbackRow(
  db: Db,
  id: number,
  resolvedAt: string,
  resolvedById: number | null,
) {
  await db
    .updateTable("articleFeedback")
    .set({ status: "resolved", resolvedAt, resolvedById })
    .where("id", "=", id)
    .where("status", "!=", "resolved")
    .execute();
}

/**
 * Per published article, the readers who reported it outdated since it was last verified (or
 * ever, if never verified); spam-held reports do not count.
 */
export async function outdatedReportCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("articleFeedback")
    .innerJoin("articles", "articles.id", "articleFeedback.articleId")
    .select(["articleFeedback.articleId", (eb) => eb.fn.countAll<number>().as("count")])
    .where("articleFeedback.reason", "=", "outdated")
    .where("articleFeedback.status", "!=", "spam")
    .where("articles.status", "=", "published")
    .where((eb) =>
      eb.or([
        eb("articles.lastVerifiedAt", "is", null),
        eb("articleFeedback.createdAt", ">", eb.ref("articles.lastVerifiedAt")),
      ]),
    )
    .groupBy("articleFeedback.articleId")
    .execute();
  return new Map(rows.map((row) => [row.articleId, Number(row.count)]));
}
