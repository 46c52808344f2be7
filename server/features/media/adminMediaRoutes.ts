import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminErrorResponses } from "../../../shared/schemas/error.ts";
import { idParam } from "../../../shared/schemas/fields.ts";
import { articleImageSchema, mediaFileSchema, mediaListQuerySchema } from "../../../shared/schemas/media.ts";
import { okResponseSchema } from "../../../shared/schemas/ok.ts";
import { requireStaff } from "../auth/authPlugin.ts";
import { deleteMediaFile, listArticleImages, listMediaFiles } from "./mediaLibrary.ts";

/** GET /api/admin/media (the media library, each file with the articles showing it), the images articles show from elsewhere, and DELETE /api/admin/media/:id (a file). */
export async function adminMediaRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/admin/media",
    {
      onRequest: requireStaff,
      schema: {
        querystring: mediaListQuerySchema,
        response: { 200: z.array(mediaFileSchema), ...adminErrorResponses },
      },
    },
    async (request) => listMediaFiles(app.ctx, request.query),
  );

  api.get(
    "/api/admin/media/article-images",
    {
      onRequest: requireStaff,
      schema: { response: { 200: z.array(articleImageSchema), ...adminErrorResponses } },
    },
    async () => listArticleImages(app.ctx),
  );

  api.delete(
    "/api/admin/media/:id",
    {
      onRequest: requireStaff,
      schema: { params: idParam, response: { 200: okResponseSchema, ...adminErrorResponses } },
    },
    async (request) => {
      await deleteMediaFile(app.ctx, request.params.id, request.user!.id);
      return { ok: true as const };
    },
  );
}
