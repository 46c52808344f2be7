import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiTokenCreatedSchema,
  apiTokenCreateSchema,
  apiTokenSchema,
} from "../../../shared/schemas/apiToken.ts";
import { adminErrorResponses } from "../../../shared/schemas/error.ts";
import { idParam } from "../../../shared/schemas/fields.ts";
import { okResponseSchema } from "../../../shared/schemas/ok.ts";
import { requireAdmin } from "../auth/authPlugin.ts";
import { createApiToken, listTokens, revokeApiToken } from "./apiTokens.ts";

const errors = adminErrorResponses;

/** API tokens for scripts (admins only, and never with a token). */
export async function adminApiTokenRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/admin/tokens",
    { onRequest: requireAdmin, schema: { response: { 200: z.array(apiTokenSchema), ...errors } } },
    async () => listTokens(app.ctx),
  );

  api.post(
    "/api/admin/tokens",
    {
      onRequest: requireAdmin,
      schema: { body: apiTokenCreateSchema, response: { 201: apiTokenCreatedSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createApiToken(app.ctx, request.user!, request.body)),
  );

  api.delete(
    "/api/admin/tokens/:id",
    { onRequest: requireAdmin, schema: { params: idParam, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await revokeApiToken(app.ctx, request.params.id, request.user!.id);
      return { ok: true as const };
    },
  );
}
