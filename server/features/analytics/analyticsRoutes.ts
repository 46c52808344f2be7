import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  analyticsQuerySchema,
  analyticsSchema,
  dismissedQueriesQuerySchema,
  dismissedQueriesSchema,
  searchDismissalSchema,
  searchListQuerySchema,
  searchListSchema,
} from "../../../shared/schemas/analytics.ts";
import { errorResponseSchema, signedInErrorResponses } from "../../../shared/schemas/error.ts";
import { okResponseSchema } from "../../../shared/schemas/ok.ts";
import { requireStaff } from "../auth/authPlugin.ts";
import { exportSearchList, loadAnalytics, loadSearchList } from "./analytics.ts";
import { dismissSearchQuery, listDismissedQueries, restoreSearchQuery } from "./searchDismissals.ts";

const guarded = signedInErrorResponses;

/**
 * GET /api/admin/analytics (`?days=7|30|90`, default 30): the dashboard's figures and
 * search lists; the full lists (JSON and CSV); the dismissal of no-result/no-click queries, the
 * dismissed queries of a list, and their restoring.
 */
export async function adminAnalyticsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/admin/analytics",
    {
      onRequest: requireStaff,
      schema: { querystring: analyticsQuerySchema, response: { 200: analyticsSchema, ...guarded } },
    },
    async (request) => loadAnalytics(app.ctx, request.query.days),
  );

  api.get(
    "/api/admin/analytics/searches",
    {
      onRequest: requireStaff,
      schema: { querystring: searchListQuerySchema, response: { 200: searchListSchema, ...guarded } },
    },
    async (request) => loadSearchList(app.ctx, request.query.list, request.query.days),
  );

  api.get(
    "/api/admin/analytics/searches.csv",
    {
      onRequest: requireStaff,
      schema: { querystring: searchListQuerySchema, response: { 200: z.string(), ...guarded } },
    },
    async (request, reply) => {
      const { filename, csv } = await exportSearchList(app.ctx, request.query.list, request.query.days);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .send(csv);
    },
  );

  api.post(
    "/api/admin/analytics/dismissals",
    {
      onRequest: requireStaff,
      schema: { body: searchDismissalSchema, response: { 200: okResponseSchema, ...guarded } },
    },
    async (request) => {
      await dismissSearchQuery(app.ctx, request.body, request.user?.id ?? null);
      return { ok: true as const };
    },
  );

  api.get(
    "/api/admin/analytics/dismissals",
    {
      onRequest: requireStaff,
      schema: {
        querystring: dismissedQueriesQuerySchema,
        response: { 200: dismissedQueriesSchema, ...guarded },
      },
    },
    async (request) => listDismissedQueries(app.ctx, request.query.list),
  );

  api.delete(
    "/api/admin/analytics/dismissals",
    {
      onRequest: requireStaff,
      schema: {
        querystring: searchDismissalSchema,
        response: { 200: okResponseSchema, 404: errorResponseSchema, ...guarded },
      },
    },
    async (request) => {
      await restoreSearchQuery(app.ctx, request.query);
      return { ok: true as const };
    },
  );
}
