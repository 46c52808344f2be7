import { sql } from "kysely";
import type { Db } from "../../platform/db/database.ts";
import type { Dialect } from "../../platform/db/dialects/dialect.ts";
import { preparedQuery } from "../../platform/db/preparedQuery.ts";
import type { ArticleRow, ArticleUpdate, NewArticleRow } from "../../platform/db/schema.ts";
import { ID_CHUNK } from "./articleTagRepo.ts";

/** An article without its bodies: what staff lists of articles due for verification read. */
export type ArticleSummaryRow = Omit<
  ArticleRow,
  "contentHtml" | "contentText" | "deletedAt" | "deletedById" | "statusBeforeTrash" | "trashedWithCategory"
> & { contentLength: number };

/** What a card (an API article summary) is made from, with the body's text length for its read time. */
export type ArticleCardRow = Pick<
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

/**
 * Card rows of these articles, in the order given. Lists choose their ids first on cheap
 * columns, so the bodies' lengths (for read time) are measured only for the rows shown; only the
 * columns a card shows are read (a public page reads and renames every column it asks for).
 */
const cardRowsQuery = preparedQuery((db, { ids }: { ids: number[] }) =>
  db.selectFrom("articles").select(cardColumns).select(contentLength).where("articles.id", "in", ids),
);

export async function cardRowsByIds(db: Db, ids: number[]): Promise<ArticleCardRow[]> {
  const byId = new Map<number, ArticleCardRow>();
  for (let start = 0; start < ids.length; start += ID_CHUNK) {
    const rows = await cardRowsQuery(db, { ids: ids.slice(start, start + ID_CHUNK) });
    for (const row of rows) byId.set(row.id, row);
  }
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** Published articles due for verification by `dueBy` (verified or not: the due date decides), and `alsoIds`. */
export function summaryRowsNeedingVerification(
  db: Db,
  dueBy: string,
  alsoIds: number[] = [],
): Promise<ArticleSummaryRow[]> {
  return selectSummaryRows(db)
    .where("articles.status", "=", "published")
    .where((eb) =>
      eb.or([
        eb("articles.verificationExpiresAt", "<=", dueBy),
        ...(alsoIds.length > 0 ? [eb("articles.id", "in", alsoIds)] : []),
      ]),
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

/** The id of the article with this slug, whatever its status. */
export async function findArticleIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const row = await db.selectFrom("articles").select("id").where("slug", "=", slug).executeTakeFirst();
  return row?.id;
}

export function insertArticleRow(db: Db, row: NewArticleRow): Promise<ArticleRow> {
  return db.insertInto("articles").values(row).returningAll().executeTakeFirstOrThrow();
}

/** Several new articles in one statement, answered in the order given (ids ascend with it). */
export async function insertArticleRows(db: Db, rows: NewArticleRow[]): Promise<ArticleRow[]> {
  const inserted = await db.insertInto("articles").values(rows).returningAll().execute();
  return inserted.sort((a, b) => a.id - b.id);
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

/** Articles whose cover or body uses this URL (a file they show must not vanish under them). */
export async function articlesUsingUrl(
  db: Db,
  dialect: Dialect,
  url: string,
): Promise<{ id: number; title: string }[]> {
  return db
    .selectFrom("articles")
    .select(["id", "title"])
    .where((eb) =>
      eb.or([
        eb("coverImageUrl", "=", url),
        dialect.containsInsensitive(eb.ref("articles.contentHtml"), url),
      ]),
    )
    .orderBy("title")
    .execute();
}

/** Articles with a cover or an image in their text: what they show, to list the images articles use. */
export function articlesWithImages(
  db: Db,
  dialect: Dialect,
): Promise<{ id: number; title: string; coverImageUrl: string | null; contentHtml: string }[]> {
  return db
    .selectFrom("articles")
    .select(["id", "title", "coverImageUrl", "contentHtml"])
    .where((eb) =>
      eb.or([
        eb("coverImageUrl", "is not", null),
        dialect.containsInsensitive(eb.ref("articles.contentHtml"), "<img"),
      ]),
    )
    .orderBy("title")
    .execute();
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

export async function publishedArticleIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom("articles").select("id").where("status", "=", "published").execute();
  return rows.map((row) => row.id);
}

export async function anyArticleExists(db: Db): Promise<boolean> {
  return Boolean(await db.selectFrom("articles").select("id").limit(1).executeTakeFirst());
}
