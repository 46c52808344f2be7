import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminErrorResponses } from "../../../shared/schemas/error.ts";
import { idParam } from "../../../shared/schemas/fields.ts";
import { previewLinkInputSchema, previewLinkSchema } from "../../../shared/schemas/previewLink.ts";
import { requireStaff } from "../auth/authPlugin.ts";
import { baseUrlOf } from "../pages/publicPageRoutes.ts";
import { createPreviewLink, revokePreviewLinks } from "./previewLinkService.ts";

/** Staff make and revoke preview links of an article. */
export async function previewLinkRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: requireStaff };

  api.post(
    "/api/admin/articles/:id/preview-link",
    {
      ...staff,
      schema: {
        params: idParam,
        body: previewLinkInputSchema,
        response: { 201: previewLinkSchema, ...adminErrorResponses },
      },
    },
    async (request, reply) => {
      const link = await createPreviewLink(
        app.ctx,
        request.params.id,
        request.user!.id,
        request.body,
        baseUrlOf(app, request),
      );
      return reply.status(201).send(link);
    },
  );

  api.delete(
    "/api/admin/articles/:id/preview-link",
    { ...staff, schema: { params: idParam, response: { 204: z.null(), ...adminErrorResponses } } },
    async (request, reply) => {
      await revokePreviewLinks(app.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
