import type { Db } from "../../platform/db/database.ts";
import { conflict } from "../../platform/errors.ts";
import { type SlugTable, slugOwner } from "./slugRepo.ts";

const takenMessages: Record<SlugTable, string> = {
  articles: "Another article already uses this slug.",
  categories: "Another category already uses this slug.",
};

/** The 409 for a slug another article (or category) already uses. */
export const slugTaken = (table: SlugTable) => conflict(takenMessages[table], "SLUG_TAKEN", "slug");

/** Slugs are unique among articles and among categories: 409 on a clash. */
export async function assertSlugFree(
  db: Db,
  table: SlugTable,
  slug: string,
  ownId: number | null,
): Promise<void> {
  if ((await slugOwner(db, table, slug, ownId)) !== undefined) throw slugTaken(table);
}
