import type { Db } from "../../platform/db/database.ts";
import type { ArticleSchedulesTable } from "../../platform/db/schema.ts";

export function findSchedule(db: Db, articleId: number): Promise<ArticleSchedulesTable | undefined> {
  return db.selectFrom("articleSchedules").selectAll().where("articleId", "=", articleId).executeTakeFirst();
}

/** Sets the article's schedule (a new one clears an earlier failure); both times null removes it. */
export async function writeSchedule(
  db: Db,
  row: Pick<ArticleSchedulesTable, "articleId" | "publishAt" | "unpublishAt" | "setById">,
): Promise<void> {
  await db.deleteFrom("articleSchedules").where("articleId", "=", row.articleId).execute();
  if (row.publishAt === null && row.unpublishAt === null) return;
  await db
    .insertInto("articleSchedules")
    .values({ ...row, failedAt: null, failure: null })
    .execute();
}

/** Which of these articles are scheduled to be published, and when. */
export async function publishTimesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("articleSchedules")
    .select(["articleId", "publishAt"])
    .where("articleId", "in", ids)
    .where("publishAt", "is not", null)
    .execute();
  return new Map(rows.map((row) => [row.articleId, row.publishAt!]));
}

/** Schedules with a time that has come. */
export function dueSchedules(db: Db, now: string): Promise<ArticleSchedulesTable[]> {
  return db
    .selectFrom("articleSchedules")
    .selectAll()
    .where((eb) => eb.or([eb("publishAt", "<=", now), eb("unpublishAt", "<=", now)]))
    .orderBy("articleId")
    .execute();
}

/**
 * Takes one scheduled change for this run: clears it only if it is still set to `at`, so of two
 * instances reaching it, exactly one makes the change.
 */
export async function takeScheduledChange(
  db: Db,
  articleId: number,
  field: "publishAt" | "unpublishAt",
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("articleSchedules")
    .set({ [field]: null })
    .where("articleId", "=", articleId)
    .where(field, "=", at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordScheduleFailure(
  db: Db,
  articleId: number,
  at: string,
  failure: string,
): Promise<void> {
  await db
    .updateTable("articleSchedules")
    .set({ failedAt: at, failure })
    .where("articleId", "=", articleId)
    .execute();
}

/** The next scheduled changes of live articles, and the failures, with the articles' titles. */
export function scheduleRowsWithTitles(db: Db) {
  return db
    .selectFrom("articleSchedules")
    .innerJoin("articles", "articles.id", "articleSchedules.articleId")
    .select([
      "articleSchedules.articleId",
      "articles.title",
      "articleSchedules.publishAt",
      "articleSchedules.unpublishAt",
      "articleSchedules.failedAt",
      "articleSchedules.failure",
    ])
    .where("articles.deletedAt", "is", null)
    .execute();
}
