import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminErrorResponses } from "../../../shared/schemas/error.ts";
import {
  gapLinkInputSchema,
  gapLinksSchema,
  gapsClosedQuerySchema,
  gapsClosedSchema,
  writeForGapSchema,
} from "../../../shared/schemas/gaps.ts";
import { requireStaff } from "../auth/authPlugin.ts";
import { gapsClosed, linkGap, listGapLinks, writeForGap } from "./gapService.ts";

/** From a missing answer to a published one: linking queries to articles, and what it changed. */
export async function adminGapRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: requireStaff };
  api.get(
    "/api/admin/gaps",
    { ...staff, schema: { response: { 200: gapLinksSchema, ...adminErrorResponses } } },
    async () => listGapLinks(app.ctx),
  );
  api.post(
    "/api/admin/gaps",
    {
      ...staff,
      schema: {
        body: gapLinkInputSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...adminErrorResponses },
      },
    },
    async (request) =>
      linkGap(
        app.ctx,
        [request.body.query, ...request.body.moreQueries],
        request.body.articleId,
        request.user?.id ?? null,
      ),
  );
  api.post(
    "/api/admin/gaps/write",
    {
      ...staff,
      schema: {
        body: writeForGapSchema,
        response: { 201: z.object({ articleId: z.number() }), ...adminErrorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await writeForGap(app.ctx, [request.body.query, ...request.body.moreQueries], request.user!.id),
        ),
  );
  api.get(
    "/api/admin/gaps/closed",
    {
      ...staff,
      schema: {
        querystring: gapsClosedQuerySchema,
        response: { 200: gapsClosedSchema, ...adminErrorResponses },
      },
    },
    async (request) => gapsClosed(app.ctx, request.query.days),
  );
}
