import { sql } from "kysely";
import type { AdminArticleStatusFilter, CategorySort } from "../../../shared/schemas/article.ts";
import type { Db } from "../../platform/db/database.ts";
import type { Dialect } from "../../platform/db/dialects/dialect.ts";
import { preparedQuery } from "../../platform/db/preparedQuery.ts";
import { tagsByArticle } from "./articleTagRepo.ts";

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
  sort: "updated" | "title" | "helpful";
  /** A page of `pageSize`; without it, every article. */
  page?: number | undefined;
  pageSize: number;
}

/**
 * Staff's list: any status unless `status` is given; newest change first, or by title or most
 * helpful; `search` matches title or summary.
 */
export async function adminArticleIds(
  db: Db,
  dialect: Dialect,
  filter: AdminArticleFilter,
): Promise<number[]> {
  let select = db.selectFrom("articles").select("articles.id").where("articles.deletedAt", "is", null);
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
  if (filter.sort === "title") select = select.orderBy("articles.title", "asc");
  if (filter.sort === "helpful") select = select.orderBy("articles.helpfulCount", "desc");
  select = select.orderBy("articles.updatedAt", "desc").orderBy("articles.id", "desc");
  if (filter.page !== undefined)
    select = select.limit(filter.pageSize).offset((filter.page - 1) * filter.pageSize);
  return idsOf(await select.execute());
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

const categoryPageIdsQuery = preparedQuery(
  (
    db,
    { categoryId, limit, offset }: { categoryId: number; limit: number; offset: number },
    sort: CategorySort,
  ) => {
    let query = publishedIds(db).where("articles.categoryId", "=", categoryId);
    if (sort === "popular") query = query.orderBy("articles.helpfulCount", "desc");
    if (sort === "title") query = query.orderBy("articles.title", "asc");
    return query
      .orderBy("articles.updatedAt", "desc")
      .orderBy("articles.id", "desc")
      .limit(limit)
      .offset(offset);
  },
);

/** One page of a category's published articles in the visitor's order, and whether more follow. */
export async function categoryPageIds(
  db: Db,
  categoryId: number,
  options: { page: number; pageSize: number; sort: CategorySort },
): Promise<{ ids: number[]; hasMore: boolean }> {
  const rows = await categoryPageIdsQuery(
    db,
    { categoryId, limit: options.pageSize + 1, offset: (options.page - 1) * options.pageSize },
    options.sort,
  );
  return { ids: idsOf(rows.slice(0, options.pageSize)), hasMore: rows.length > options.pageSize };
}

/** Published articles, newest first (feeds and sitemap). */
export async function newestPublishedIds(db: Db, limit: number): Promise<number[]> {
  const rows = await publishedIds(db)
    .orderBy("articles.publishedAt", "desc")
    .orderBy("articles.id", "desc")
    .limit(limit)
    .execute();
  return idsOf(rows);
}

/**
 * Published articles of the same category or sharing a tag, most shared first (up to 4),
 * with the tags of those chosen (read to rank them, so the page need not read them again).
 * The two kinds are read apart and united: as one `category = ? or id in (tagged)` filter the
 * database tested every published article against the tagged list: 2.5x the time.
 * The tagged half starts from the tags (index on `lower(tag)`, migration 014; SQLite keeps a
 * cross join's order), so it reads the few articles sharing a tag instead of walking every
 * published article's tags.
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
        : db
            .selectFrom("articleTags")
            .crossJoin("articles")
            .select(["articles.id", "articles.categoryId", "articles.helpfulCount"])
            .whereRef("articles.id", "=", "articleTags.articleId")
            .where("articles.status", "=", "published")
            .where("articles.id", "!=", id)
            .where((eb) => eb(eb.fn<string>("lower", ["articleTags.tag"]), "in", lowerTags));
    // The union drops an article listed twice (several shared tags); alone, `distinct` does
    // (it is not asked of the union's half: it doubles the query's time).
    const either =
      sameCategory && sharingTag
        ? sameCategory.union(sharingTag)
        : (sameCategory ?? sharingTag?.distinct() ?? others().where(sql<boolean>`1 = 0`));
    return either.orderBy("helpfulCount", "desc").orderBy("id", "desc").limit(100);
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
