import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminErrorResponses } from "../../../shared/schemas/error.ts";
import { okResponseSchema } from "../../../shared/schemas/ok.ts";
import { trashItemParams, trashSchema } from "../../../shared/schemas/trash.ts";
import { requireAdmin, requireStaff } from "../auth/authPlugin.ts";
import { emptyTrash, listTrash, purgeFromTrash, restoreFromTrash } from "./trashService.ts";

const errors = adminErrorResponses;

/** The trash: staff list and restore; only admins remove for good. */
export async function trashRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/admin/trash",
    { onRequest: requireStaff, schema: { response: { 200: trashSchema, ...errors } } },
    async () => listTrash(app.ctx),
  );

  api.post(
    "/api/admin/trash/:kind/:id/restore",
    {
      onRequest: requireStaff,
      schema: { params: trashItemParams, response: { 200: okResponseSchema, ...errors } },
    },
    async (request) => {
      await restoreFromTrash(app.ctx, request.params, request.user!.id);
      return { ok: true as const };
    },
  );

  api.delete(
    "/api/admin/trash/:kind/:id",
    { onRequest: requireAdmin, schema: { params: trashItemParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await purgeFromTrash(app.ctx, request.params, request.user!.id);
      return reply.status(204).send(null);
    },
  );

  api.delete(
    "/api/admin/trash",
    { onRequest: requireAdmin, schema: { response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await emptyTrash(app.ctx, request.user!.id);
      return reply.status(204).send(null);
    },
  );
}
