import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { analyticsSchema } from "../../../shared/schemas/analytics.ts";
import { errorResponseSchema } from "../../../shared/schemas/error.ts";
import { requireStaff } from "../../plugins/auth.ts";
import { loadAnalytics } from "../../services/analytics.ts";

/** SPEC §7 GET /api/admin/analytics: the dashboard's figures and search lists. */
export async function adminAnalyticsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/admin/analytics",
    {
      onRequest: requireStaff,
      schema: { response: { 200: analyticsSchema, 401: errorResponseSchema, 403: errorResponseSchema } },
    },
    async () => loadAnalytics(app.ctx),
  );
}
