import { ADMIN_PAGE_SIZE } from "../../../shared/constants.ts";
import type { ArticleImage, MediaFile, MediaUser } from "../../../shared/schemas/media.ts";
import type { MediaVariant } from "../../platform/db/schema.ts";
import { conflict, notFound } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { articlesUsingUrl, articlesWithImages } from "../articles/articleRepo.ts";
import { recordAudit } from "../audit/recordAudit.ts";
import { presentMediaFile } from "./mediaPresenter.ts";
import { deleteMediaFileById, findMediaFileById, mediaFilesByUrls, mediaFilesPage } from "./mediaRepo.ts";

/** An image's address in an article's HTML (src of img elements). */
const IMG_SRC = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]+)"|'([^']+)')/gi;

/** GET /api/admin/media: 20 a page, newest first, searched by file name. */
export async function listMediaFiles(
  ctx: AppContext,
  query: { page: number; search?: string | undefined },
): Promise<MediaFile[]> {
  const rows = await mediaFilesPage(ctx.db, ctx.dialect, {
    offset: (query.page - 1) * ADMIN_PAGE_SIZE,
    limit: ADMIN_PAGE_SIZE,
    search: query.search,
  });
  const files: MediaFile[] = [];
  for (const row of rows)
    files.push(presentMediaFile(row, await articlesUsingUrl(ctx.db, ctx.dialect, row.url)));
  return files;
}

/**
 * GET /api/admin/media/article-images: the images articles show (covers and images in their
 * text) that are not files of the library, each with the articles showing it, by address.
 */
export async function listArticleImages(ctx: AppContext): Promise<ArticleImage[]> {
  const users = new Map<string, Map<number, MediaUser>>();
  const use = (url: string, article: MediaUser) => {
    if (!users.has(url)) users.set(url, new Map());
    users.get(url)!.set(article.id, article);
  };
  for (const article of await articlesWithImages(ctx.db, ctx.dialect)) {
    const user = { id: article.id, title: article.title };
    if (article.coverImageUrl) use(article.coverImageUrl, user);
    for (const match of article.contentHtml.matchAll(IMG_SRC)) use((match[1] ?? match[2])!, user);
  }
  const urls = [...users.keys()];
  const uploaded = new Set<string>();
  // The look-up takes 500 addresses at a time.
  for (let start = 0; start < urls.length; start += 500)
    for (const file of await mediaFilesByUrls(ctx.db, urls.slice(start, start + 500))) uploaded.add(file.url);
  return [...users.entries()]
    .filter(([url]) => !uploaded.has(url))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([url, articles]) => ({ url, usedIn: [...articles.values()] }));
}

/**
 * Deletes a media file and its variants from storage. A file that an article still shows (cover
 * or body) is refused with 409 naming those articles: removing it would break them.
 */
export async function deleteMediaFile(ctx: AppContext, id: number, actorId: number): Promise<void> {
  const row = await findMediaFileById(ctx.db, id);
  if (!row) throw notFound("That file does not exist.");
  const users = await articlesUsingUrl(ctx.db, ctx.dialect, row.url);
  if (users.length > 0) {
    const titles = users.map((article) => `"${article.title}"`).join(", ");
    throw conflict(
      `This file is used by ${users.length === 1 ? "the article" : `${users.length} articles:`} ${titles}. Remove it from ${users.length === 1 ? "that article" : "them"} first.`,
      "MEDIA_IN_USE",
    );
  }
  await ctx.db.transaction().execute(async (trx) => {
    await deleteMediaFileById(trx, id);
    await recordAudit(trx, actorId, {
      action: "media.delete",
      entityType: "media",
      entityId: id,
      summary: `Deleted ${row.filename}`,
    });
  });
  const variants = JSON.parse(row.variants) as MediaVariant[];
  await Promise.allSettled(
    [row.storageKey, ...variants.map((variant) => variant.key)].map((key) => ctx.storage.delete(key)),
  );
}
