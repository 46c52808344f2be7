import type { Db } from "../../server/db/database.ts";
import type { ArticleRow, CategoryRow } from "../../server/db/schema.ts";

let counter = 0;

/** Inserts a category directly (tests of reads need no admin round trip). */
export async function makeCategory(
  db: Db,
  fields: Partial<Omit<CategoryRow, "id">> = {},
): Promise<CategoryRow> {
  counter += 1;
  const now = new Date().toISOString();
  return db
    .insertInto("categories")
    .values({
      slug: `category-${counter}`,
      name: `Category ${counter}`,
      description: "",
      displayOrder: counter,
      createdAt: now,
      updatedAt: now,
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Inserts an article directly; published unless told otherwise. */
export async function makeArticle(
  db: Db,
  fields: Partial<Omit<ArticleRow, "id">> & { tags?: string[] } = {},
): Promise<ArticleRow> {
  counter += 1;
  const { tags = [], ...rest } = fields;
  const now = new Date(Date.now() - (1000 - counter) * 1000).toISOString();
  const status = rest.status ?? "published";
  const row = await db
    .insertInto("articles")
    .values({
      slug: `article-${counter}`,
      title: `Article ${counter}`,
      summary: `Summary ${counter}`,
      contentHtml: "<p>Body</p>",
      contentText: "Body",
      status,
      categoryId: null,
      coverImageUrl: null,
      coverImagePosition: 50,
      seoTitle: null,
      seoDescription: null,
      featured: 0,
      publishedAt: status === "published" ? now : null,
      createdAt: now,
      updatedAt: now,
      helpfulCount: 0,
      notHelpfulCount: 0,
      verificationInterval: "3-months",
      customVerificationDate: null,
      lastVerifiedAt: null,
      verificationExpiresAt: null,
      authorId: null,
      updatedById: null,
      ...rest,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (tags.length > 0)
    await db
      .insertInto("articleTags")
      .values(tags.map((tag, position) => ({ articleId: row.id, tag, position })))
      .execute();
  return row;
}
