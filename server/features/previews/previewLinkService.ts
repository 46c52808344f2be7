import { createHash, randomBytes } from "node:crypto";
import { textLength } from "../../../shared/readTime.ts";
import type { PublicArticle, StagedArticleFields } from "../../../shared/schemas/article.ts";
import {
  PREVIEW_LINK_DEFAULT_DAYS,
  type PreviewLink,
  type PreviewLinkInput,
} from "../../../shared/schemas/previewLink.ts";
import { clock } from "../../platform/clock.ts";
import type { AppContext } from "../appContext.ts";
import { findArticleDraft } from "../articles/articleDraftRepo.ts";
import { articleHtmlToText } from "../articles/articleHtml.ts";
import { liveFieldsOf } from "../articles/articleInputFields.ts";
import { presentArticleSummary } from "../articles/articlePresenter.ts";
import { findArticleById } from "../articles/articleRepo.ts";
import { tagsOf } from "../articles/articleTagRepo.ts";
import { loadArticleRow } from "../articles/articleWrites.ts";
import { presentPublicArticle } from "../articles/publicArticlePresenter.ts";
import { categoryRefsByIds } from "../categories/categoryRepo.ts";
import { withResponsiveArticleImages } from "../media/responsiveImages.ts";
import { deletePreviewLinksOf, findPreviewLink, insertPreviewLink } from "./previewLinkRepo.ts";

/** 32 random bytes (256 bits), base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** What a preview address shows: the article as it would be published, or nothing any more. */
export type PreviewLookup = { kind: "found"; article: PublicArticle; expiresAt: string } | { kind: "gone" };

/**
 * POST /api/admin/articles/:id/preview-link: a fresh link to the article's unpublished state (a
 * draft, or a published article's staged changes), for anyone holding it, signed in or not.
 */
export async function createPreviewLink(
  ctx: AppContext,
  articleId: number,
  userId: number,
  input: PreviewLinkInput,
  baseUrl: string,
): Promise<PreviewLink> {
  await loadArticleRow(ctx.db, articleId);
  const token = randomBytes(32).toString("base64url");
  const now = clock.now();
  const days = input.expiresInDays ?? PREVIEW_LINK_DEFAULT_DAYS;
  const expiresAt = new Date(now.getTime() + days * 86_400_000).toISOString();
  await insertPreviewLink(ctx.db, {
    tokenHash: hashToken(token),
    articleId,
    createdById: userId,
    createdAt: now.toISOString(),
    expiresAt,
  });
  return { url: `${baseUrl}/preview/${token}`, expiresAt };
}

/** DELETE /api/admin/articles/:id/preview-link: every link of the article stops working. */
export async function revokePreviewLinks(ctx: AppContext, articleId: number): Promise<void> {
  await loadArticleRow(ctx.db, articleId);
  await deletePreviewLinksOf(ctx.db, articleId);
}

/**
 * GET /preview/:token: the article as it would be published: its staged changes when it has
 * some, else the article itself; gone once the link expired, was revoked or the article deleted.
 */
export async function findPreviewArticle(ctx: AppContext, token: string): Promise<PreviewLookup> {
  if (!TOKEN_PATTERN.test(token)) return { kind: "gone" };
  const link = await findPreviewLink(ctx.db, hashToken(token));
  if (!link || Date.parse(link.expiresAt) <= clock.nowMs()) return { kind: "gone" };
  const row = await findArticleById(ctx.db, link.articleId);
  if (!row || row.deletedAt !== null) return { kind: "gone" };
  const draft = await findArticleDraft(ctx.db, row.id);
  const fields = draft
    ? (JSON.parse(draft.fields) as StagedArticleFields)
    : liveFieldsOf(row, await tagsOf(ctx.db, row.id));
  const categories = await categoryRefsByIds(ctx.db, fields.categoryId === null ? [] : [fields.categoryId]);
  const summary = presentArticleSummary(
    {
      ...row,
      ...fields,
      featured: fields.featured ? 1 : 0,
      updatedAt: draft?.savedAt ?? row.updatedAt,
      contentLength: textLength(articleHtmlToText(fields.contentHtml)),
    },
    fields.tags,
    fields.categoryId === null ? null : (categories.get(fields.categoryId) ?? null),
  );
  const article = presentPublicArticle(summary, fields, []);
  return {
    kind: "found",
    article: await withResponsiveArticleImages(ctx, article),
    expiresAt: link.expiresAt,
  };
}
