import { sql } from "kysely";
import type { AdminArticleStatusFilter, CategorySort } from "../../../shared/schemas/article.ts";
import type { Db } from "../../platform/db/database.ts";
import type { Dialect } from "../../platform/db/dialects/dialect.ts";
import { type KeysetColumn, keysetCondition, orderedBy } from "../../platform/db/keyset.ts";
import { preparedQuery } from "../../platform/db/preparedQuery.ts";
import { tagsByArticle } from "./articleTagRepo.ts";
import type { ListKey } from "./listCursor.ts";

/**
 * The ids each article list shows, chosen on cheap columns; summaries are loaded afterwards for
 * these ids only (articleRepo.cardRowsByIds).
 */

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

function publishedIds(db: Db) {
  return db.selectFrom("articles").select("articles.id").where("articles.status", "=", "published");
}

export interface AdminArticleFilter {
  search?: string | undefined;
  categoryId?: number | undefined;
  status?: AdminArticleStatusFilter | undefined;
  /** Only published articles due for verification by this moment. */
  dueBy?: string | undefined;
  sort: AdminArticleSort;
  /** A numbered page of `pageSize` (old addresses, a bounded skip); without it nor `after`, every article. */
  page?: number | undefined;
  /** A page of `pageSize` starting after the row with this key (`adminArticleOrders[sort]`). */
  after?: ListKey | undefined;
  pageSize: number;
}

export type AdminArticleSort = "updated" | "title" | "helpful";

const newestFirst: KeysetColumn[] = [
  { column: "articles.updatedAt", direction: "desc" },
  { column: "articles.id", direction: "desc" },
];

/** The staff list's orders, each ending on the id so that every row has its own place. */
export const adminArticleOrders: Record<AdminArticleSort, KeysetColumn[]> = {
  updated: newestFirst,
  title: [{ column: "articles.title", direction: "asc" }, ...newestFirst],
  helpful: [{ column: "articles.helpfulCount", direction: "desc" }, ...newestFirst],
};

/** Each order column's value in a row (the column's name without its table). */
function keyOf(row: Record<string, unknown>, columns: readonly KeysetColumn[]): ListKey {
  return columns.map(({ column }) => row[column.slice(column.indexOf(".") + 1)] as string | number);
}

/**
 * Staff's list: any status unless `status` is given; newest change first, or by title or most
 * helpful; `search` matches title or summary. A page read after a key walks the order's index
 * from there (migration 060), so the thousandth page costs what the first does. `last` is the
 * key of the page's last row, `more` whether rows follow it.
 */
export async function adminArticlePage(
  db: Db,
  dialect: Dialect,
  filter: AdminArticleFilter,
): Promise<{ ids: number[]; last: ListKey | null; more: boolean }> {
  const columns = adminArticleOrders[filter.sort];
  let select = db
    .selectFrom("articles")
    .select(["articles.id", "articles.updatedAt", "articles.title", "articles.helpfulCount"])
    .where("articles.deletedAt", "is", null);
  const term = filter.search?.trim();
  if (term)
    select = select.where((eb) =>
      eb.or([
        dialect.containsInsensitive(eb.ref("articles.title"), term),
        dialect.containsInsensitive(eb.ref("articles.summary"), term),
      ]),
    );
  if (filter.categoryId !== undefined) select = select.where("articles.categoryId", "=", filter.categoryId);
  if (filter.status === "changes-pending")
    select = select.where((eb) =>
      eb.exists(
        eb
          .selectFrom("articleDrafts")
          .select("articleDrafts.articleId")
          .whereRef("articleDrafts.articleId", "=", "articles.id"),
      ),
    );
  else if (filter.status === "scheduled")
    select = select.where((eb) =>
      eb.exists(
        eb
          .selectFrom("articleSchedules")
          .select("articleSchedules.articleId")
          .whereRef("articleSchedules.articleId", "=", "articles.id")
          .where("articleSchedules.publishAt", "is not", null),
      ),
    );
  else if (filter.status !== undefined) select = select.where("articles.status", "=", filter.status);
  if (filter.dueBy !== undefined)
    select = select
      .where("articles.status", "=", "published")
      .where("articles.verificationExpiresAt", "<=", filter.dueBy);
  const after = filter.after;
  if (after) select = select.where((eb) => keysetCondition(eb, columns, after));
  select = orderedBy(select, columns);
  const paged = filter.page !== undefined || after !== undefined;
  if (paged) select = select.limit(filter.pageSize + 1);
  if (filter.page !== undefined && filter.page > 1)
    select = select.offset((filter.page - 1) * filter.pageSize);
  const rows = await select.execute();
  const shown = paged ? rows.slice(0, filter.pageSize) : rows;
  const lastRow = shown.at(-1);
  return {
    ids: idsOf(shown),
    last: lastRow ? keyOf(lastRow, columns) : null,
    more: rows.length > shown.length,
  };
}

const featuredIdsQuery = preparedQuery((db, { limit }: { limit: number }) =>
  publishedIds(db)
    .where("articles.featured", "=", 1)
    .orderBy("articles.updatedAt", "desc")
    .orderBy("articles.id", "desc")
    .limit(limit),
);

/** Published articles editors marked featured, newest change first. */
export async function featuredArticleIds(db: Db, limit: number): Promise<number[]> {
  return idsOf(await featuredIdsQuery(db, { limit }));
}

const mostHelpfulUnfeaturedIdsQuery = preparedQuery((db, { limit }: { limit: number }) =>
  publishedIds(db)
    .where("articles.featured", "=", 0)
    .orderBy("articles.helpfulCount", "desc")
    .orderBy("articles.publishedAt", "desc")
    .orderBy("articles.id", "desc")
    .limit(limit),
);

/** Published articles not marked featured, most helpful first (they fill the featured list). */
export async function mostHelpfulUnfeaturedIds(db: Db, limit: number): Promise<number[]> {
  return idsOf(await mostHelpfulUnfeaturedIdsQuery(db, { limit }));
}

/** A category page's orders, each ending on the id so that every article has its own place. */
export const categoryOrders: Record<CategorySort, KeysetColumn[]> = {
  recent: newestFirst,
  popular: [{ column: "articles.helpfulCount", direction: "desc" }, ...newestFirst],
  title: [{ column: "articles.title", direction: "asc" }, ...newestFirst],
};

/** Where a category page is read from: the start, after a key, before a key, or a position. */
export type CategoryPageStart =
  | { from: "first" }
  | { from: "after" | "before"; key: ListKey }
  /** An old numbered address: its first row's place, a bounded skip (NUMBERED_PAGE_LIMIT pages). */
  | { from: "position"; position: number };

const categoryPageRowsQuery = preparedQuery(
  (
    db,
    {
      categoryId,
      limit,
      key,
      position,
    }: { categoryId: number; limit: number; key: ListKey | null; position: number | null },
    { sort, before }: { sort: CategorySort; before: boolean },
  ) => {
    const columns = categoryOrders[sort];
    let query = publishedIds(db)
      .select(["articles.updatedAt", "articles.title", "articles.helpfulCount"])
      .where("articles.categoryId", "=", categoryId);
    if (key) query = query.where((eb) => keysetCondition(eb, columns, key, before));
    query = orderedBy(query, columns, before).limit(limit);
    return position === null ? query : query.offset(position);
  },
);

/**
 * One page of a category's published articles in the visitor's order, read by key: from the
 * start, after the last row of the page before, or before the first row of the page after (read
 * backwards, answered in order). `first` and `last` are the keys of its first and last rows;
 * `more` whether rows follow it in the direction read (after it, or before it when read backwards).
 */
export async function categoryPageRows(
  db: Db,
  categoryId: number,
  options: { start: CategoryPageStart; pageSize: number; sort: CategorySort },
): Promise<{ ids: number[]; first: ListKey | null; last: ListKey | null; more: boolean }> {
  const { start, pageSize, sort } = options;
  const before = start.from === "before";
  const rows = await categoryPageRowsQuery(
    db,
    {
      categoryId,
      limit: pageSize + 1,
      key: start.from === "after" || start.from === "before" ? start.key : null,
      position: start.from === "position" ? start.position : null,
    },
    { sort, before },
  );
  const shown = rows.slice(0, pageSize);
  if (before) shown.reverse();
  const columns = categoryOrders[sort];
  return {
    ids: idsOf(shown),
    first: shown[0] ? keyOf(shown[0], columns) : null,
    last: shown.length ? keyOf(shown.at(-1)!, columns) : null,
    more: rows.length > pageSize,
  };
}

const sitemapRowsQuery = preparedQuery((db, { afterId, limit }: { afterId: number; limit: number }) =>
  db
    .selectFrom("articles")
    .select(["articles.id", "articles.slug", "articles.updatedAt"])
    .where("articles.status", "=", "published")
    .where("articles.id", ">", afterId)
    .orderBy("articles.id")
    .limit(limit),
);

/** Published articles by id after `afterId` (the sitemap, read in batches: index `articles_sitemap`). */
export function sitemapArticleRows(
  db: Db,
  afterId: number,
  limit: number,
): Promise<{ id: number; slug: string; updatedAt: string }[]> {
  return sitemapRowsQuery(db, { afterId, limit });
}

/**
 * The latest change of a published article in each category (null: articles in none); categories
 * without one are left out. Each is the first entry of the category's newest-first index
 * (`articles_category_recent`), one look-up a category: grouping the articles instead read every
 * published article's row for its date, 1.9 s at 100,000 articles against 0.5 ms.
 */
export async function latestPublishedChangeByCategory(
  db: Db,
): Promise<{ categoryId: number | null; latest: string }[]> {
  const inCategories = await db
    .selectFrom("categories")
    .select((eb) => [
      "categories.id as categoryId",
      eb
        .selectFrom("articles")
        .select("articles.updatedAt")
        .whereRef("articles.categoryId", "=", "categories.id")
        .where("articles.status", "=", "published")
        .orderBy("articles.updatedAt", "desc")
        .limit(1)
        .as("latest"),
    ])
    .execute();
  const inNone = await db
    .selectFrom("articles")
    .select("articles.updatedAt")
    .where("articles.categoryId", "is", null)
    .where("articles.status", "=", "published")
    .orderBy("articles.updatedAt", "desc")
    .limit(1)
    .executeTakeFirst();
  return [
    ...inCategories.flatMap((row) =>
      row.latest ? [{ categoryId: row.categoryId, latest: String(row.latest) }] : [],
    ),
    ...(inNone ? [{ categoryId: null, latest: String(inNone.updatedAt) }] : []),
  ];
}

/** Published articles, newest first (feeds). */
export async function newestPublishedIds(db: Db, limit: number): Promise<number[]> {
  const rows = await publishedIds(db)
    .orderBy("articles.publishedAt", "desc")
    .orderBy("articles.id", "desc")
    .limit(limit)
    .execute();
  return idsOf(rows);
}

/** Related articles are chosen among this many of the most helpful candidates. */
const CANDIDATES = 100;

/**
 * Published articles of the same category or sharing a tag, most shared first (up to 4),
 * with the tags of those chosen (read to rank them, so the page need not read them again).
 * The two kinds are read apart and united: as one `category = ? or id in (tagged)` filter the
 * database tested every published article against the tagged list: 2.5x the time.
 * The tagged half lists the tag's article ids from the `lower(tag)` index (migration 014), then
 * walks the published articles in helpfulness order (index of migration 066, which holds every
 * column read) until a hundred are among them: starting from the tags and looking each article
 * up in the table cost 52 against 3 ms at 100,000 articles, where a tag has thousands.
 */
const relatedCandidatesQuery = preparedQuery(
  (db, { id, categoryId, lowerTags }: { id: number; categoryId: number | null; lowerTags: string[] }) => {
    const others = () =>
      db
        .selectFrom("articles")
        .select(["articles.id", "articles.categoryId", "articles.helpfulCount"])
        .where("articles.status", "=", "published")
        .where("articles.id", "!=", id);
    const sameCategory = categoryId === null ? null : others().where("articles.categoryId", "=", categoryId);
    const sharingTag =
      lowerTags.length === 0
        ? null
        : others().where(
            "articles.id",
            "in",
            db
              .selectFrom("articleTags")
              .select("articleTags.articleId")
              .where((eb) => eb(eb.fn<string>("lower", ["articleTags.tag"]), "in", lowerTags)),
          );
    // The hundred most helpful of the union are among the hundred most helpful of each half, so
    // each half stops at its hundredth: PostgreSQL otherwise gathered both halves whole (every
    // article of the category and every one sharing a tag) before sorting them.
    const mostHelpful = (half: NonNullable<typeof sameCategory>) =>
      db
        .selectFrom(
          half
            .orderBy("articles.helpfulCount", "desc")
            .orderBy("articles.id", "desc")
            .limit(CANDIDATES)
            .as("half"),
        )
        .selectAll();
    if (!sameCategory && !sharingTag) return others().where(sql<boolean>`1 = 0`);
    const either =
      sameCategory && sharingTag
        ? mostHelpful(sameCategory).union(mostHelpful(sharingTag))
        : mostHelpful((sameCategory ?? sharingTag)!);
    return either.orderBy("helpfulCount", "desc").orderBy("id", "desc").limit(CANDIDATES);
  },
);

export async function relatedArticleIds(
  db: Db,
  article: { id: number; categoryId: number | null },
  tags: string[],
  limit: number,
): Promise<{ ids: number[]; tags: Map<number, string[]> }> {
  const candidates = await relatedCandidatesQuery(db, {
    id: article.id,
    categoryId: article.categoryId,
    lowerTags: tags.map((tag) => tag.toLowerCase()),
  });
  if (candidates.length === 0) return { ids: [], tags: new Map() };
  const candidateTags = await tagsByArticle(db, idsOf(candidates));
  const wanted = new Set(tags.map((tag) => tag.toLowerCase()));
  const score = (row: { id: number; categoryId: number | null }) =>
    (candidateTags.get(row.id) ?? []).filter((tag) => wanted.has(tag.toLowerCase())).length * 2 +
    (row.categoryId !== null && row.categoryId === article.categoryId ? 1 : 0);
  const ids = candidates
    .map((row, index) => ({ row, index, score: score(row) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ row }) => row.id);
  return { ids, tags: new Map(ids.map((id) => [id, candidateTags.get(id) ?? []])) };
}
