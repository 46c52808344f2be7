import type { Db } from "../../platform/db/database.ts";
import { preparedQuery } from "../../platform/db/preparedQuery.ts";

/** Records the visitor's view hash; true when it is the first today (the view counts). */
export async function claimViewVisitor(db: Db, visitorKey: string, day: string): Promise<boolean> {
  const result = await db
    .insertInto("articleViewVisitors")
    .values({ visitorKey, day })
    .onConflict((oc) => oc.column("visitorKey").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** One more view of the article on the day. */
export async function addDayView(db: Db, articleId: number, day: string): Promise<void> {
  await db
    .insertInto("articleViewDays")
    .values({ articleId, day, views: 1 })
    .onConflict((oc) =>
      oc.columns(["articleId", "day"]).doUpdateSet((eb) => ({ views: eb("articleViewDays.views", "+", 1) })),
    )
    .execute();
}

/** Past days' visitor hashes are of no further use: a visitor counts once per day. */
export async function deleteViewVisitorsBefore(db: Db, day: string): Promise<void> {
  await db.deleteFrom("articleViewVisitors").where("day", "<", day).execute();
}

/** Views from `from` to `to` (UTC days, both included): the total, and per article when asked. */
export async function totalViews(db: Db, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom("articleViewDays")
    .select((eb) => eb.fn.sum<number>("views").as("views"))
    .where("day", ">=", from)
    .where("day", "<=", to)
    .executeTakeFirst();
  return Number(row?.views ?? 0);
}

/** Views per article in the days, for these articles, or the `limit` most viewed published ones. */
export async function viewsPerArticle(
  db: Db,
  from: string,
  to: string,
  options: { articleIds?: number[]; limit?: number; publishedOnly?: boolean },
): Promise<{ id: number; title: string; slug: string; views: number }[]> {
  let query = db
    .selectFrom("articleViewDays")
    .innerJoin("articles", "articles.id", "articleViewDays.articleId")
    .select([
      "articles.id",
      "articles.title",
      "articles.slug",
      (eb) => eb.fn.sum<number>("views").as("views"),
    ])
    .where("articleViewDays.day", ">=", from)
    .where("articleViewDays.day", "<=", to)
    .groupBy(["articles.id", "articles.title", "articles.slug"]);
  if (options.articleIds) {
    if (options.articleIds.length === 0) return [];
    query = query.where("articles.id", "in", options.articleIds);
  }
  if (options.publishedOnly) query = query.where("articles.status", "=", "published");
  query = query.orderBy("views", "desc").orderBy("articles.id", "asc");
  if (options.limit !== undefined) query = query.limit(options.limit);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, views: Number(row.views) }));
}

/**
 * Starts from the days' view rows (index on day) and looks each article up: the cost follows the
 * views in the window, not the number of articles. As an inner join SQLite chose to walk every
 * published article and probe its days (128 ms at 100,000 articles with no view at all); a cross
 * join keeps the order written.
 */
const mostViewedUnfeaturedQuery = preparedQuery((db, { from, limit }: { from: string; limit: number }) =>
  db
    .selectFrom("articleViewDays")
    .crossJoin("articles")
    .whereRef("articles.id", "=", "articleViewDays.articleId")
    .select(["articles.id", (eb) => eb.fn.sum<number>("views").as("views")])
    .where("articleViewDays.day", ">=", from)
    .where("articles.status", "=", "published")
    .where("articles.featured", "=", 0)
    .groupBy("articles.id")
    .orderBy("views", "desc")
    .orderBy("articles.id", "asc")
    .limit(limit),
);

/** The most viewed published, unfeatured articles since `from` (the home page's popular list). */
export async function mostViewedUnfeaturedIds(db: Db, from: string, limit: number): Promise<number[]> {
  return (await mostViewedUnfeaturedQuery(db, { from, limit })).map((row) => row.id);
}

/** The article's views per day from `from`. */
export function dailyViewsOf(db: Db, articleId: number, from: string) {
  return db
    .selectFrom("articleViewDays")
    .select(["day", "views"])
    .where("articleId", "=", articleId)
    .where("day", ">=", from)
    .execute();
}

/** The article's votes since a moment (the editor's chart buckets them by day). */
export function votesOfSince(db: Db, articleId: number, since: string) {
  return db
    .selectFrom("ratings")
    .select(["createdAt", "value"])
    .where("articleId", "=", articleId)
    .where("createdAt", ">=", since)
    .execute();
}

/** Published articles with at least `minVotes` votes, with their counts. */
export function ratedPublishedArticles(db: Db, minVotes: number) {
  return db
    .selectFrom("articles")
    .select(["id", "title", "slug", "helpfulCount", "notHelpfulCount"])
    .where("status", "=", "published")
    .where((eb) => eb(eb("helpfulCount", "+", eb.ref("notHelpfulCount")), ">=", minVotes))
    .execute();
}
