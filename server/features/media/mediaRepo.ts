import type { Insertable } from "kysely";
import type { Db } from "../../platform/db/database.ts";
import type { Dialect } from "../../platform/db/dialects/dialect.ts";
import { preparedQuery } from "../../platform/db/preparedQuery.ts";
import type { MediaFileRow, MediaFilesTable } from "../../platform/db/schema.ts";

const filesByUrlsQuery = preparedQuery((db, { urls }: { urls: string[] }) =>
  db.selectFrom("mediaFiles").selectAll().where("url", "in", urls),
);

// Media files: every uploaded file, editor images included.

export async function insertMediaFile(db: Db, row: Insertable<MediaFilesTable>): Promise<MediaFileRow> {
  return db.insertInto("mediaFiles").values(row).returningAll().executeTakeFirstOrThrow();
}

/** Newest first; `search` matches the file name case-insensitively. */
export async function mediaFilesPage(
  db: Db,
  dialect: Dialect,
  options: { offset: number; limit: number; search?: string | undefined },
): Promise<MediaFileRow[]> {
  let query = db.selectFrom("mediaFiles").selectAll();
  const term = options.search?.trim();
  if (term) query = query.where((eb) => dialect.containsInsensitive(eb.ref("mediaFiles.filename"), term));
  return query
    .orderBy("uploadedAt", "desc")
    .orderBy("id", "desc")
    .offset(options.offset)
    .limit(options.limit)
    .execute();
}

export async function findMediaFileById(db: Db, id: number): Promise<MediaFileRow | undefined> {
  return db.selectFrom("mediaFiles").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The files stored at these URLs (originals), for srcset on public pages. */
/** The file name an upload was given, by its storage key; undefined for keys without a row (variants). */
export async function mediaFileNameByKey(db: Db, storageKey: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("mediaFiles")
    .select("filename")
    .where("storageKey", "=", storageKey)
    .executeTakeFirst();
  return row?.filename;
}

export async function mediaFilesByUrls(db: Db, urls: string[]): Promise<MediaFileRow[]> {
  if (urls.length === 0) return [];
  return filesByUrlsQuery(db, { urls: urls.slice(0, 500) });
}

export async function deleteMediaFileById(db: Db, id: number): Promise<void> {
  await db.deleteFrom("mediaFiles").where("id", "=", id).execute();
}
