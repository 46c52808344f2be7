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
import { errorResponseSchema } from "../../../shared/schemas/error.ts";
import { okResponseSchema } from "../../../shared/schemas/ok.ts";
import { notFound } from "../../platform/errors.ts";
import { requireStaff } from "../auth/authPlugin.ts";
import { normalizeQuery } from "../search/query/searchText.ts";
import { FULL_LIST_LENGTH, loadAnalytics, loadSearchList } from "./analytics.ts";
import { dismissQuery, listDismissed, restoreQuery } from "./searchDismissalRepo.ts";
import { searchListCsv } from "./searchListCsv.ts";

const guarded = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * SPEC §7 GET /api/admin/analytics (`?days=7|30|90`, default 30): the dashboard's figures and
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
      const { list, days } = request.query;
      const searchList = await loadSearchList(app.ctx, list, days);
      const name = `searches-${list}-${searchList.window.from}-to-${searchList.window.to}.csv`;
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}"`)
        .send(searchListCsv(searchList));
    },
  );

  api.post(
    "/api/admin/analytics/dismissals",
    {
      onRequest: requireStaff,
      schema: { body: searchDismissalSchema, response: { 200: okResponseSchema, ...guarded } },
    },
    async (request) => {
      await dismissQuery(app.ctx.db, {
        query: normalizeQuery(request.body.query),
        list: request.body.list,
        dismissedById: request.user?.id ?? null,
        dismissedAt: new Date().toISOString(),
      });
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
    async (request) => ({
      list: request.query.list,
      entries: await listDismissed(app.ctx.db, request.query.list, FULL_LIST_LENGTH),
    }),
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
      const { query, list } = request.query;
      if (!(await restoreQuery(app.ctx.db, normalizeQuery(query), list)))
        throw notFound("That query is not dismissed from this list.");
      return { ok: true as const };
    },
  );
}
