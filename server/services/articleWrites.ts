import type { VerificationInterval } from "../../shared/schemas/verification.ts";
import type { Db } from "../db/database.ts";
import { tagsByArticle } from "../db/repos/articleRepo.ts";
import type { ArticleRow } from "../db/schema.ts";
import { AppError, badRequest, conflict, notFound } from "../errors.ts";

/** SPEC §5: the message when publishing without a verification interval. */
export const VERIFICATION_REQUIRED_MESSAGE =
  "A verification interval must be set before publishing. Please select a verification interval in the Article Settings.";

/** SPEC §5 publish rule (DESIGN: also when saving with status published). */
export function assertPublishable(interval: string): void {
  if (interval === "none") {
    throw new AppError(400, "VERIFICATION_REQUIRED", VERIFICATION_REQUIRED_MESSAGE, "verificationInterval");
  }
}

export async function loadArticleRow(trx: Db, id: number): Promise<ArticleRow> {
  const row = await trx.selectFrom("articles").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound("Article not found.");
  return row;
}

export async function assertCategoryExists(trx: Db, categoryId: number | null): Promise<void> {
  if (categoryId === null) return;
  const found = await trx
    .selectFrom("categories")
    .select("id")
    .where("id", "=", categoryId)
    .executeTakeFirst();
  if (!found) throw badRequest("Category not found.", "categoryId");
}

/** Slugs are unique across articles (409 on a clash). */
export async function assertSlugFree(trx: Db, slug: string, ownId: number | null): Promise<void> {
  let query = trx.selectFrom("articles").select("id").where("slug", "=", slug);
  if (ownId !== null) query = query.where("id", "!=", ownId);
  if (await query.executeTakeFirst())
    throw conflict("Another article already uses this slug.", "SLUG_TAKEN", "slug");
}

export async function replaceTags(trx: Db, articleId: number, tags: string[]): Promise<void> {
  await trx.deleteFrom("articleTags").where("articleId", "=", articleId).execute();
  if (tags.length > 0)
    await trx
      .insertInto("articleTags")
      .values(tags.map((tag, position) => ({ articleId, tag, position })))
      .execute();
}

/**
 * Slug history: the slug an article now uses is no longer an old one of anybody, and the slug it
 * left answers with a redirect (SPEC: old URLs answer 301).
 */
export async function recordSlug(
  trx: Db,
  articleId: number,
  slug: string,
  previous: string | null,
): Promise<void> {
  await trx.deleteFrom("slugHistory").where("oldSlug", "=", slug).execute();
  if (previous && previous !== slug) {
    await trx.deleteFrom("slugHistory").where("oldSlug", "=", previous).execute();
    await trx
      .insertInto("slugHistory")
      .values({ oldSlug: previous, articleId, createdAt: new Date().toISOString() })
      .execute();
  }
}

/** Each save stores a full snapshot (SPEC §3 Article version). */
export async function storeVersion(trx: Db, articleId: number, editorId: number | null, now: string) {
  const row = await loadArticleRow(trx, articleId);
  const tags = (await tagsByArticle(trx, [articleId])).get(articleId) ?? [];
  const { contentText: _text, ...snapshot } = row;
  await trx
    .insertInto("articleVersions")
    .values({
      articleId,
      snapshot: JSON.stringify({ ...snapshot, tags }),
      editorId,
      createdAt: now,
    })
    .execute();
}

export function customDateFor(
  interval: VerificationInterval,
  date: string | null | undefined,
): string | null {
  return interval === "custom" ? (date ?? null) : null;
}
