import { type ExpressionBuilder, sql } from "kysely";
import type { Db } from "../database.ts";
import type { Dialect } from "../dialects/dialect.ts";
import { preparedDialectQuery, preparedQuery } from "../preparedQuery.ts";
import type { ArticleRow, ArticleUpdate, Database, NewArticleRow } from "../schema.ts";
import { ID_CHUNK } from "./articleTagRepo.ts";
import type { CategoryRef } from "./categoryRepo.ts";

/** An article without its bodies: what staff lists of articles due for verification read. */
export type ArticleSummaryRow = Omit<ArticleRow, "contentHtml" | "contentText"> & { contentLength: number };

/** The columns a card (an API article summary) shows, with the body's text length for its read time. */
export type CardColumns = Pick<
  ArticleRow,
  | "id"
  | "slug"
  | "title"
  | "summary"
  | "status"
  | "categoryId"
  | "coverImageUrl"
  | "coverImagePosition"
  | "featured"
  | "publishedAt"
  | "createdAt"
  | "updatedAt"
  | "helpfulCount"
  | "notHelpfulCount"
> & { contentLength: number };

/** What a card is made from: its columns, its tags in the editor's order and its category. */
export type ArticleCardRow = CardColumns & { tags: string[]; category: CategoryRef | null };

/** A published article's whole row with its tags and category: what its public page shows. */
export type PublicArticleRow = ArticleRow & { tags: string[]; category: CategoryRef | null };

const cardColumns = [
  "articles.id",
  "articles.slug",
  "articles.title",
  "articles.summary",
  "articles.status",
  "articles.categoryId",
  "articles.coverImageUrl",
  "articles.coverImagePosition",
  "articles.featured",
  "articles.publishedAt",
  "articles.createdAt",
  "articles.updatedAt",
  "articles.helpfulCount",
  "articles.notHelpfulCount",
] as const;

const summaryColumns = [
  ...cardColumns,
  "articles.seoTitle",
  "articles.seoDescription",
  "articles.verificationInterval",
  "articles.customVerificationDate",
  "articles.lastVerifiedAt",
  "articles.verificationExpiresAt",
  "articles.authorId",
  "articles.updatedById",
] as const;

const contentLength = sql<number>`length(articles.content_text)`.as("contentLength");

/** Articles without their bodies (lists stay light), with the body's text length for read time. */
function selectSummaryRows(db: Db) {
  return db.selectFrom("articles").select(summaryColumns).select(contentLength);
}

/** The article's tags, in the editor's order, as the dialect's JSON array. */
const tagListOf = (dialect: Dialect) => (eb: ExpressionBuilder<Database, "articles">) =>
  eb
    .selectFrom("articleTags")
    .select(dialect.jsonArrayOf(sql.ref("articleTags.tag"), sql.ref("articleTags.position")).as("list"))
    .whereRef("articleTags.articleId", "=", "articles.id")
    .as("tagList");

/** Columns read with an article to present its tags and category without further reads. */
interface TagsAndCategoryColumns {
  tagList: unknown;
  categoryName: string | null;
  categorySlug: string | null;
}

function withTagsAndCategory<Row extends { categoryId: number | null }>(
  dialect: Dialect,
  { tagList, categoryName, categorySlug, ...row }: Row & TagsAndCategoryColumns,
): Row & { tags: string[]; category: CategoryRef | null } {
  const category =
    row.categoryId === null || categoryName === null || categorySlug === null
      ? null
      : { id: row.categoryId, name: categoryName, slug: categorySlug };
  return { ...(row as unknown as Row), tags: dialect.readJsonArray(tagList) as string[], category };
}

/**
 * Card rows of these articles, in the order given, each with its tags and category: one
 * statement instead of three (cards, tags, categories; issue 12). Lists choose their ids first
 * on cheap columns, so the bodies' lengths (for read time) are measured only for the rows shown;
 * only the columns a card shows are read (a public page reads and renames every column it asks for).
 */
const cardRowsQuery = preparedDialectQuery((db, { ids }: { ids: number[] }, dialect) =>
  db
    .selectFrom("articles")
    .leftJoin("categories", "categories.id", "articles.categoryId")
    .select(cardColumns)
    .select([contentLength, "categories.name as categoryName", "categories.slug as categorySlug"])
    .select(tagListOf(dialect))
    .where("articles.id", "in", ids),
);

export async function cardRowsByIds(db: Db, dialect: Dialect, ids: number[]): Promise<ArticleCardRow[]> {
  const byId = new Map<number, ArticleCardRow>();
  for (let start = 0; start < ids.length; start += ID_CHUNK) {
    const rows = await cardRowsQuery(db, dialect, { ids: ids.slice(start, start + ID_CHUNK) });
    for (const row of rows) byId.set(row.id, withTagsAndCategory(dialect, row));
  }
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** Published articles due for verification by `dueBy`, or never verified. */
export function summaryRowsNeedingVerification(db: Db, dueBy: string): Promise<ArticleSummaryRow[]> {
  return selectSummaryRows(db)
    .where("articles.status", "=", "published")
    .where((eb) =>
      eb.or([eb("articles.lastVerifiedAt", "is", null), eb("articles.verificationExpiresAt", "<=", dueBy)]),
    )
    .execute();
}

export function findArticleById(db: Db, id: number): Promise<ArticleRow | undefined> {
  return db.selectFrom("articles").selectAll().where("id", "=", id).executeTakeFirst();
}

const publishedArticleBySlug = preparedQuery((db, { slug }: { slug: string }) =>
  db.selectFrom("articles").selectAll().where("slug", "=", slug).where("status", "=", "published"),
);

export async function findPublishedArticleBySlug(db: Db, slug: string): Promise<ArticleRow | undefined> {
  return (await publishedArticleBySlug(db, { slug }))[0];
}

const publicArticleBySlug = preparedDialectQuery((db, { slug }: { slug: string }, dialect) =>
  db
    .selectFrom("articles")
    .leftJoin("categories", "categories.id", "articles.categoryId")
    .selectAll("articles")
    .select(["categories.name as categoryName", "categories.slug as categorySlug"])
    .select(tagListOf(dialect))
    .where("articles.slug", "=", slug)
    .where("articles.status", "=", "published"),
);

/** A published article with its tags and category, in one statement (its public page). */
export async function findPublicArticleBySlug(
  db: Db,
  dialect: Dialect,
  slug: string,
): Promise<PublicArticleRow | undefined> {
  const row = (await publicArticleBySlug(db, dialect, { slug }))[0];
  return row && withTagsAndCategory(dialect, row);
}

export function insertArticleRow(db: Db, row: NewArticleRow): Promise<ArticleRow> {
  return db.insertInto("articles").values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * Updates an article; with `unlessChangedSince`, only if nobody saved after that moment.
 * Returns whether the row was written.
 */
export async function updateArticleRow(
  db: Db,
  id: number,
  changes: ArticleUpdate,
  unlessChangedSince?: string,
): Promise<boolean> {
  let query = db.updateTable("articles").set(changes).where("id", "=", id);
  if (unlessChangedSince !== undefined) query = query.where("updatedAt", "=", unlessChangedSince);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes an article; its tags, versions, ratings and old slugs go with it (foreign keys). */
export async function deleteArticleRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom("articles").where("id", "=", id).execute();
}

export async function articleIdsOfCategory(
  db: Db,
  categoryId: number,
  options: { publishedOnly: boolean },
): Promise<number[]> {
  let query = db.selectFrom("articles").select("id").where("categoryId", "=", categoryId);
  if (options.publishedOnly) query = query.where("status", "=", "published");
  return (await query.execute()).map((row) => row.id);
}

export async function deleteArticlesOfCategory(db: Db, categoryId: number): Promise<void> {
  await db.deleteFrom("articles").where("categoryId", "=", categoryId).execute();
}

export async function publishedArticleIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom("articles").select("id").where("status", "=", "published").execute();
  return rows.map((row) => row.id);
}

export async function anyArticleExists(db: Db): Promise<boolean> {
  return Boolean(await db.selectFrom("articles").select("id").limit(1).executeTakeFirst());
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

/** The dashboard's article figures: how many, and the votes over all of them. */
/** Articles created since `since` (the dashboard's trend caption). */
export async function countArticlesCreatedSince(db: Db, since: string): Promise<number> {
  const row = await db
    .selectFrom("articles")
    .where("createdAt", ">=", since)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function articleTotals(db: Db): Promise<{ count: number; helpful: number; notHelpful: number }> {
  const row = await db
    .selectFrom("articles")
    .select((eb) => [
      eb.fn.countAll<number>().as("count"),
      eb.fn.coalesce(eb.fn.sum<number>("helpfulCount"), eb.lit(0)).as("helpful"),
      eb.fn.coalesce(eb.fn.sum<number>("notHelpfulCount"), eb.lit(0)).as("notHelpful"),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), helpful: Number(row.helpful), notHelpful: Number(row.notHelpful) };
}
