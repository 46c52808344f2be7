import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminErrorResponses, errorResponseSchema } from "../../../shared/schemas/error.ts";
import { idParam, slugParam } from "../../../shared/schemas/fields.ts";
import {
  articleActivitySchema,
  lowRatedReportSchema,
  viewsQuerySchema,
  viewsReportSchema,
} from "../../../shared/schemas/views.ts";
import { readVisitorCookie } from "../../platform/http/visitorCookie.ts";
import { requireStaff } from "../auth/authPlugin.ts";
import { articleActivity, lowRatedArticles, recordArticleView, viewsReport } from "./viewService.ts";

/**
 * View beacons one address may send a minute: far above what readers behind one address open
 * (a refused beacon would show as an error in their console); counting is per visitor anyway.
 */
const VIEWS_PER_MINUTE = 300;

/** POST /api/public/articles/:slug/view: the page's view beacon; 204 whether or not it counted. */
export async function publicViewRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/public/articles/:slug/view",
    {
      config: {
        rateLimit: { max: VIEWS_PER_MINUTE * app.ctx.config.rateLimitScale, timeWindow: "1 minute" },
      },
      schema: {
        params: slugParam,
        response: {
          204: z.null(),
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await recordArticleView(app.ctx, request.params.slug, {
        visitorId: readVisitorCookie(request),
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      return reply.status(204).send(null);
    },
  );
}

/** Views and helpfulness for staff: the window's views, an article's days, the Low-rated report. */
export async function adminViewRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/admin/analytics/views",
    {
      onRequest: requireStaff,
      schema: { querystring: viewsQuerySchema, response: { 200: viewsReportSchema, ...adminErrorResponses } },
    },
    async (request) => viewsReport(app.ctx, request.query),
  );
  api.get(
    "/api/admin/analytics/low-rated",
    { onRequest: requireStaff, schema: { response: { 200: lowRatedReportSchema, ...adminErrorResponses } } },
    async () => lowRatedArticles(app.ctx),
  );
  api.get(
    "/api/admin/articles/:id/activity",
    {
      onRequest: requireStaff,
      schema: { params: idParam, response: { 200: articleActivitySchema, ...adminErrorResponses } },
    },
    async (request) => articleActivity(app.ctx, request.params.id),
  );
}
