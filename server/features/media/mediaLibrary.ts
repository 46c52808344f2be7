import { ADMIN_PAGE_SIZE } from "../../../shared/constants.ts";
import type { MediaFile } from "../../../shared/schemas/media.ts";
import type { MediaVariant } from "../../platform/db/schema.ts";
import { conflict, notFound } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { articlesUsingUrl } from "../articles/articleRepo.ts";
import { presentMediaFile } from "./mediaPresenter.ts";
import { deleteMediaFileById, findMediaFileById, mediaFilesPage } from "./mediaRepo.ts";

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
  return rows.map(presentMediaFile);
}

/**
 * Deletes a media file and its variants from storage. A file that an article still shows (cover
 * or body) is refused with 409 naming those articles: removing it would break them.
 */
export async function deleteMediaFile(ctx: AppContext, id: number): Promise<void> {
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
  await deleteMediaFileById(ctx.db, id);
  const variants = JSON.parse(row.variants) as MediaVariant[];
  await Promise.allSettled(
    [row.storageKey, ...variants.map((variant) => variant.key)].map((key) => ctx.storage.delete(key)),
  );
}
