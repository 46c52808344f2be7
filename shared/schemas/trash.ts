import { z } from "zod";
import { idParam } from "./fields.ts";

const deletedBySchema = z.object({ id: z.number(), email: z.string() }).nullable();

export const trashedArticleSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  deletedAt: z.string(),
  deletedBy: deletedBySchema,
});

export const trashedCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  deletedAt: z.string(),
  deletedBy: deletedBySchema,
  /** Articles that went into the trash with it (they come back with it). */
  articleCount: z.number(),
});

/** GET /api/admin/trash: articles trashed on their own, and categories with their articles. */
export const trashSchema = z.object({
  articles: z.array(trashedArticleSchema),
  categories: z.array(trashedCategorySchema),
  /** Days an item stays in the trash before it is removed for good (TRASH_RETENTION_DAYS). */
  retentionDays: z.number(),
});
export type Trash = z.infer<typeof trashSchema>;

/** /api/admin/trash/{articles|categories}/:id */
export const trashItemParams = idParam.extend({
  kind: z.enum(["articles", "categories"], { message: "Kind must be articles or categories" }),
});
export type TrashItem = z.infer<typeof trashItemParams>;
