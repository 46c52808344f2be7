import type { Db } from "../../platform/db/database.ts";

/** A time span, start included, end excluded (ISO-8601). */
export interface TimeSpan {
  start: string;
  end: string;
}

export async function contentTotals(db: Db) {
  const [articles, categories, votes] = await Promise.all([
    db
      .selectFrom("articles")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("deletedAt", "is", null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("categories")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("deletedAt", "is", null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("articles")
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>("helpfulCount"), eb.lit(0)).as("helpful"),
        eb.fn.coalesce(eb.fn.sum<number>("notHelpfulCount"), eb.lit(0)).as("notHelpful"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    articles: Number(articles.count),
    categories: Number(categories.count),
    helpfulVotes: Number(votes.helpful),
    notHelpfulVotes: Number(votes.notHelpful),
  };
}

export async function articlesCreatedIn(db: Db, span: TimeSpan): Promise<number> {
  const row = await db
    .selectFrom("articles")
    .where("createdAt", ">=", span.start)
    .where("createdAt", "<", span.end)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Published articles whose (first) publication falls in the span. */
export async function articlesPublishedIn(db: Db, span: TimeSpan): Promise<number> {
  const row = await db
    .selectFrom("articles")
    .where("status", "=", "published")
    .where("publishedAt", ">=", span.start)
    .where("publishedAt", "<", span.end)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Helpful and not-helpful votes cast in the span. */
export async function votesCastIn(db: Db, span: TimeSpan): Promise<{ helpful: number; notHelpful: number }> {
  const row = await db
    .selectFrom("ratings")
    .where("createdAt", ">=", span.start)
    .where("createdAt", "<", span.end)
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere("value", ">", 0).as("helpful"),
      eb.fn.countAll<number>().filterWhere("value", "<", 0).as("notHelpful"),
    ])
    .executeTakeFirstOrThrow();
  return { helpful: Number(row.helpful), notHelpful: Number(row.notHelpful) };
}
