import type { Insertable } from "kysely";
import type { Db } from "../../platform/db/database.ts";
import type { ContentHealthIssuesTable, ContentLinksTable } from "../../platform/db/schema.ts";

/** What the check reads of these articles; articles in the trash are not checked. */
export function articlesToCheck(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("articles")
    .select(["id", "slug", "status", "summary", "seoDescription", "contentHtml"])
    .where("deletedAt", "is", null)
    .where("id", "in", ids)
    .orderBy("id")
    .execute();
}

/** Every article the daily check looks at (none in the trash), by id. */
export async function articleIdsToCheck(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom("articles")
    .select("id")
    .where("deletedAt", "is", null)
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}

export function articleStatusesBySlugs(db: Db, slugs: string[]) {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("articles")
    .select(["id", "slug", "status", "deletedAt"])
    .where("slug", "in", slugs)
    .execute();
}

/** Old slugs that still lead to an article (they redirect). */
export function oldArticleSlugs(db: Db, slugs: string[]) {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("slugHistory")
    .innerJoin("articles", "articles.id", "slugHistory.articleId")
    .select(["slugHistory.oldSlug", "articles.id", "articles.status", "articles.deletedAt"])
    .where("slugHistory.oldSlug", "in", slugs)
    .execute();
}

export function categoriesBySlugs(db: Db, slugs: string[]) {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("categories")
    .select(["id", "slug"])
    .where("slug", "in", slugs)
    .where("deletedAt", "is", null)
    .execute();
}

/** The uploaded files among these addresses. */
export async function knownMediaUrls(db: Db, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db.selectFrom("mediaFiles").select("url").where("url", "in", urls).execute();
  return new Set(rows.map((row) => row.url));
}

/** Replaces what was found in the article, and its links, by this check's. */
export async function replaceArticleFindings(
  db: Db,
  articleId: number,
  issues: Insertable<ContentHealthIssuesTable>[],
  links: Insertable<ContentLinksTable>[],
): Promise<void> {
  await db.deleteFrom("contentHealthIssues").where("articleId", "=", articleId).execute();
  await db.deleteFrom("contentLinks").where("articleId", "=", articleId).execute();
  if (issues.length > 0) await db.insertInto("contentHealthIssues").values(issues).execute();
  if (links.length > 0) await db.insertInto("contentLinks").values(links).execute();
}

/** Articles whose links reached these articles when last checked, or name one of these slugs. */
export async function articlesLinkingTo(db: Db, articleIds: number[], slugs: string[]): Promise<number[]> {
  if (articleIds.length === 0 && slugs.length === 0) return [];
  const rows = await db
    .selectFrom("contentLinks")
    .select("articleId")
    .distinct()
    .where("kind", "=", "article")
    .where((eb) =>
      eb.or([
        ...(articleIds.length > 0 ? [eb("targetId", "in", articleIds)] : []),
        ...(slugs.length > 0 ? [eb("slug", "in", slugs)] : []),
      ]),
    )
    .execute();
  return rows.map((row) => row.articleId);
}

/** Articles with any link to a category (a category change re-checks them). */
export async function articlesLinkingToCategories(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom("contentLinks")
    .select("articleId")
    .distinct()
    .where("kind", "=", "category")
    .execute();
  return rows.map((row) => row.articleId);
}

/** Current slugs of these articles (a renamed article's new one). */
export async function slugsOf(db: Db, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("articles").select("slug").where("id", "in", ids).execute();
  return rows.map((row) => row.slug);
}

/** Every stored issue with its article. */
export function storedIssues(db: Db) {
  return db
    .selectFrom("contentHealthIssues")
    .innerJoin("articles", "articles.id", "contentHealthIssues.articleId")
    .select([
      "articles.id",
      "articles.title",
      "articles.slug",
      "articles.status",
      "contentHealthIssues.kind",
      "contentHealthIssues.detail",
    ])
    .orderBy("articles.id")
    .orderBy("contentHealthIssues.id")
    .execute();
}

/** Articles not updated since `before`, and published articles whose verification expired by `now`. */
export function staleArticles(db: Db, before: string) {
  return db
    .selectFrom("articles")
    .select(["id", "title", "slug", "status", "updatedAt"])
    .where("updatedAt", "<", before)
    .where("deletedAt", "is", null)
    .orderBy("updatedAt")
    .execute();
}

export function overdueArticles(db: Db, now: string) {
  return db
    .selectFrom("articles")
    .select(["id", "title", "slug", "status", "verificationExpiresAt"])
    .where("status", "=", "published")
    .where("verificationExpiresAt", "<=", now)
    .orderBy("verificationExpiresAt")
    .execute();
}

/** Findings of articles that no longer exist or are in the trash (among these ids, or any when "all"). */
export async function deleteFindingsOfMissingArticles(db: Db, ids: number[] | "all"): Promise<void> {
  if (ids !== "all" && ids.length === 0) return;
  for (const table of ["contentHealthIssues", "contentLinks"] as const) {
    let query = db
      .deleteFrom(table)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("articles")
              .select("articles.id")
              .whereRef("articles.id", "=", `${table}.articleId`)
              .where("articles.deletedAt", "is", null),
          ),
        ),
      );
    if (ids !== "all") query = query.where(`${table}.articleId`, "in", ids);
    await query.execute();
  }
}
