import type { ArticleStatus, StagedArticleFields } from "../../../shared/schemas/article.ts";
import { articlesChanged, type ContentChange } from "../../platform/contentChanges.ts";
import type { Db } from "../../platform/db/database.ts";
import type { ArticleRow } from "../../platform/db/schema.ts";
import { conflict } from "../../platform/errors.ts";
import type { SearchIndex } from "../search/index/searchIndex.ts";
import { nextVerificationDue } from "../verification/verificationSchedule.ts";
import { deleteArticleDraft } from "./articleDraftRepo.ts";
import { updateArticleRow } from "./articleRepo.ts";
import { replaceTags } from "./articleTagRepo.ts";
import { articleBody, assertCategoryExists, assertPublishable, storeVersion } from "./articleWrites.ts";
import { recordSlug } from "./slugRepo.ts";
import { assertSlugFree } from "./slugRules.ts";

const STALE_MESSAGE =
  "This article was changed by someone else since you opened it. Reload it to see their changes before saving.";

/** 409 for a save that started from an older revision than the one stored. */
export const staleEdit = () => conflict(STALE_MESSAGE, "STALE_EDIT", "updatedAt");

/** The fields a live save writes: staged fields with the status they go live with. */
export type ArticleUpdateFields = StagedArticleFields & { status: ArticleStatus };

/**
 * Writes an article's fields live inside the caller's transaction: the publishing rules, the
 * category and slug checks, the row (only if nobody saved since `row` was read), tags, old slug,
 * a new version and the search index. Whatever was staged is superseded and dropped.
 */
export async function writeArticleUpdate(
  trx: Db,
  search: SearchIndex,
  row: ArticleRow,
  fields: ArticleUpdateFields,
  editorId: number | null,
  now: string,
): Promise<void> {
  if (fields.status === "published") assertPublishable(fields.verificationInterval);
  await assertCategoryExists(trx, fields.categoryId);
  await assertSlugFree(trx, "articles", fields.slug, row.id);
  const publishedAt = row.publishedAt ?? (fields.status === "published" ? now : null);
  const written = await updateArticleRow(
    trx,
    row.id,
    {
      slug: fields.slug,
      title: fields.title,
      summary: fields.summary,
      status: fields.status,
      categoryId: fields.categoryId,
      coverImageUrl: fields.coverImageUrl,
      coverImagePosition: fields.coverImagePosition,
      seoTitle: fields.seoTitle,
      seoDescription: fields.seoDescription,
      ...articleBody(fields.contentHtml),
      featured: fields.featured ? 1 : 0,
      publishedAt,
      updatedAt: now,
      verificationInterval: fields.verificationInterval,
      customVerificationDate: fields.customVerificationDate,
      verificationExpiresAt: nextVerificationDue(
        fields.verificationInterval,
        row.lastVerifiedAt ?? publishedAt,
        fields.customVerificationDate,
      ),
      updatedById: editorId,
    },
    row.updatedAt,
  );
  // Someone saved between our read and our write.
  if (!written) throw staleEdit();
  await replaceTags(trx, row.id, fields.tags);
  await recordSlug(trx, row.id, fields.slug, row.slug, now);
  await deleteArticleDraft(trx, row.id);
  await storeVersion(trx, row.id, editorId, now);
  await search.syncArticle(trx, row.id);
}

/** Refuses a save that started from `given` when the stored revision is `current` (409). */
export function assertCurrentRevision(given: string | undefined, current: string): void {
  if (given !== undefined && Date.parse(given) !== Date.parse(current)) throw staleEdit();
}

/**
 * What a live save changed, for the caches. Home and category counts change only when the
 * article enters, leaves or moves in the lists.
 */
export function articleUpdateChange(
  before: ArticleRow,
  after: { id: number; status: ArticleStatus; categoryId: number | null; featured: boolean },
): ContentChange {
  const listing =
    before.status !== after.status ||
    before.categoryId !== after.categoryId ||
    before.featured !== (after.featured ? 1 : 0);
  return articlesChanged([after.id], [before.categoryId, after.categoryId], listing);
}
