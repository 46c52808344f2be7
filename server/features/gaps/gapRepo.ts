import type { Db } from "../../platform/db/database.ts";

export async function insertGapLink(
  db: Db,
  link: { query: string; articleId: number; linkedAt: string; linkedById: number | null },
): Promise<void> {
  await db
    .insertInto("searchGapLinks")
    .values(link)
    .onConflict((oc) => oc.columns(["query", "articleId"]).doNothing())
    .execute();
}

function selectLinks(db: Db) {
  return db
    .selectFrom("searchGapLinks")
    .innerJoin("articles", "articles.id", "searchGapLinks.articleId")
    .select([
      "searchGapLinks.query",
      "searchGapLinks.linkedAt",
      "articles.id",
      "articles.title",
      "articles.slug",
      "articles.status",
      "articles.publishedAt",
    ]);
}

/** Every link, newest first. */
export function allGapLinks(db: Db) {
  return selectLinks(db).orderBy("searchGapLinks.linkedAt", "desc").execute();
}

/** Links whose article is published and was published from `since` on. */
export function linksPublishedSince(db: Db, since: string) {
  return selectLinks(db)
    .where("articles.status", "=", "published")
    .where("articles.publishedAt", ">=", since)
    .orderBy("articles.publishedAt", "desc")
    .execute();
}

/** The query's logged searches from `since` on: how many, how many found results, how many were clicked. */
export async function searchOutcomesSince(db: Db, query: string, since: string) {
  const row = await db
    .selectFrom("searchEvents")
    .select((eb) => [
      eb.fn.countAll<number>().as("searches"),
      eb.fn
        .sum<number>(eb.case().when("searchEvents.resultCount", ">", 0).then(1).else(0).end())
        .as("withResults"),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(
              eb.exists(
                eb
                  .selectFrom("searchClicks")
                  .select("searchClicks.id")
                  .whereRef("searchClicks.searchEventId", "=", "searchEvents.id"),
              ),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as("withClick"),
    ])
    .where("searchEvents.query", "=", query)
    .where("searchEvents.createdAt", ">=", since)
    .executeTakeFirstOrThrow();
  return {
    searches: Number(row.searches),
    withResults: Number(row.withResults ?? 0),
    withClick: Number(row.withClick ?? 0),
  };
}
