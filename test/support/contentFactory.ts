import type { AppContext } from "../../server/features/appContext.ts";
import { type NewArticle, writeNewArticle } from "../../server/features/articles/writeNewArticle.ts";
import { insertCategory } from "../../server/features/categories/categoryRepo.ts";
import type { ArticleRow, CategoryRow } from "../../server/platform/db/schema.ts";

let counter = 0;

/** What the factories write through: the app's database and search index. */
export type ContentTarget = Pick<AppContext, "db" | "search">;

/** Writes a category (tests of reads need no admin round trip). */
export async function makeCategory(
  target: ContentTarget,
  fields: Partial<Omit<CategoryRow, "id">> = {},
): Promise<CategoryRow> {
  counter += 1;
  const now = new Date().toISOString();
  const row = {
    slug: `category-${counter}`,
    name: `Category ${counter}`,
    description: "",
    displayOrder: counter,
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
  return { id: await insertCategory(target.db, row), deletedAt: null, deletedById: null, ...row };
}

/**
 * Writes an article through the app's one article writer (stored, versioned and indexed as any
 * article is); published with a 3-month interval unless told otherwise. Each article is a second
 * newer than the one before, so "newest first" lists have a stable order.
 */
export async function makeArticle(
  target: ContentTarget,
  fields: Partial<NewArticle> = {},
): Promise<ArticleRow> {
  counter += 1;
  const now = new Date(Date.now() - (1000 - counter) * 1000).toISOString();
  const article: NewArticle = {
    slug: `article-${counter}`,
    title: `Article ${counter}`,
    summary: `Summary ${counter}`,
    contentHtml: "<p>Body</p>",
    status: "published",
    verificationInterval: "3-months",
    createdAt: now,
    ...fields,
  };
  return target.db.transaction().execute((trx) => writeNewArticle(trx, target.search, article));
}
