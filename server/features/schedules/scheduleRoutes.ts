import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { articleSchema } from "../../../shared/schemas/article.ts";
import { adminErrorResponses } from "../../../shared/schemas/error.ts";
import { idParam } from "../../../shared/schemas/fields.ts";
import { scheduleInputSchema, scheduleOverviewSchema } from "../../../shared/schemas/schedule.ts";
import { requireStaff } from "../auth/authPlugin.ts";
import { getScheduleOverview, setSchedule } from "./scheduleService.ts";

/** Scheduled publishing: set an article's schedule; the dashboard's overview. */
export async function scheduleRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.put(
    "/api/admin/articles/:id/schedule",
    {
      onRequest: requireStaff,
      schema: {
        params: idParam,
        body: scheduleInputSchema,
        response: { 200: articleSchema, ...adminErrorResponses },
      },
    },
    async (request) => setSchedule(app.ctx, request.params.id, request.body, request.user!.id),
  );
  api.get(
    "/api/admin/schedules",
    {
      onRequest: requireStaff,
      schema: { response: { 200: scheduleOverviewSchema, ...adminErrorResponses } },
    },
    async () => getScheduleOverview(app.ctx),
  );
}
