import type { Insertable } from "kysely";
import type { Db } from "../../platform/db/database.ts";
import type { Dialect } from "../../platform/db/dialects/dialect.ts";
import { preparedQuery } from "../../platform/db/preparedQuery.ts";
import type { MediaFileRow, MediaFilesTable } from "../../platform/db/schema.ts";

const filesByUrlsQuery = preparedQuery((db, { urls }: { urls: string[] }) =>
  db.selectFrom("mediaFiles").selectAll().where("url", "in", urls),
);

/** Media files: every uploaded file, editor images included (DESIGN "Where SPEC is open"). */
export const mediaRepo = {
  async insert(db: Db, row: Insertable<MediaFilesTable>): Promise<MediaFileRow> {
    return db.insertInto("mediaFiles").values(row).returningAll().executeTakeFirstOrThrow();
  },

  /** Newest first; `search` matches the file name case-insensitively. */
  async listPage(
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
  },

  async findById(db: Db, id: number): Promise<MediaFileRow | undefined> {
    return db.selectFrom("mediaFiles").selectAll().where("id", "=", id).executeTakeFirst();
  },

  /** The files stored at these URLs (originals), for srcset on public pages. */
  async findByUrls(db: Db, urls: string[]): Promise<MediaFileRow[]> {
    if (urls.length === 0) return [];
    return filesByUrlsQuery(db, { urls: urls.slice(0, 500) });
  },

  /** Articles whose cover or body uses this URL (a file they show must not vanish under them). */
  async articlesUsing(db: Db, dialect: Dialect, url: string): Promise<{ id: number; title: string }[]> {
    return db
      .selectFrom("articles")
      .select(["id", "title"])
      .where((eb) =>
        eb.or([
          eb("coverImageUrl", "=", url),
          dialect.containsInsensitive(eb.ref("articles.contentHtml"), url),
        ]),
      )
      .orderBy("title")
      .execute();
  },

  async deleteById(db: Db, id: number): Promise<void> {
    await db.deleteFrom("mediaFiles").where("id", "=", id).execute();
  },
};
