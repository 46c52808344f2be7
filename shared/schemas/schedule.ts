import { z } from "zod";

const moment = z
  .string({ message: "Give the time as an ISO-8601 timestamp" })
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), "Give the time as an ISO-8601 timestamp")
  .transform((value) => new Date(value).toISOString());

/** PUT /api/admin/articles/:id/schedule: when to publish (a draft, or staged changes) and to unpublish; null clears. */
export const scheduleInputSchema = z.strictObject({
  publishAt: moment.nullable(),
  unpublishAt: moment.nullable(),
});
export type ScheduleInput = z.infer<typeof scheduleInputSchema>;

/** An article's schedule (`schedule` of the staff article), with the last failure if one occurred. */
export const articleScheduleSchema = z.object({
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  failure: z.string().nullable(),
});
export type ArticleSchedule = z.infer<typeof articleScheduleSchema>;

/** GET /api/admin/schedules: the next scheduled changes, soonest first, and those that failed. */
export const scheduleOverviewSchema = z.object({
  upcoming: z.array(
    z.object({
      articleId: z.number(),
      title: z.string(),
      action: z.enum(["publish", "unpublish"]),
      at: z.string(),
    }),
  ),
  failed: z.array(
    z.object({ articleId: z.number(), title: z.string(), failedAt: z.string(), failure: z.string() }),
  ),
});
export type ScheduleOverview = z.infer<typeof scheduleOverviewSchema>;
