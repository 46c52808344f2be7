import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminErrorResponses, errorResponseSchema } from "../../../shared/schemas/error.ts";
import {
  finalizeUploadRequestSchema,
  finalizeUploadResponseSchema,
  signedUploadRequestSchema,
  signedUploadResponseSchema,
} from "../../../shared/schemas/media.ts";
import { okResponseSchema } from "../../../shared/schemas/ok.ts";
import { requireStaff } from "../auth/authPlugin.ts";
import { finalizeUpload, issueSignedUpload, receiveLocalUpload } from "./signedUploads.ts";
import { refuseDeclaredOversize, uploadRateLimit } from "./uploadLimits.ts";

const uploadErrors = {
  ...adminErrorResponses,
  410: errorResponseSchema,
  411: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

/**
 * Signed uploads (the media library's path): POST /api/objects/upload hands out a
 * single-use address, the browser PUTs the file there, POST /api/media/finalize makes it a media
 * file. With local storage the address is PUT /api/objects/upload/:token on this app.
 */
export async function objectUploadRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userId = (request: { user: { id: number } | null }) => request.user!.id;

  api.post(
    "/api/objects/upload",
    {
      onRequest: requireStaff,
      config: { rateLimit: uploadRateLimit(app.ctx.config) },
      schema: {
        body: signedUploadRequestSchema,
        response: { 200: signedUploadResponseSchema, ...uploadErrors },
      },
    },
    async (request) => issueSignedUpload(app.ctx, userId(request), request.body),
  );

  api.post(
    "/api/media/finalize",
    {
      onRequest: requireStaff,
      schema: {
        body: finalizeUploadRequestSchema,
        response: { 200: finalizeUploadResponseSchema, ...uploadErrors },
      },
    },
    async (request) => finalizeUpload(app.ctx, userId(request), request.body),
  );

  await app.register(async (raw) => {
    // The file body is streamed as it comes, whatever its type: no parser reads it first.
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    raw.withTypeProvider<ZodTypeProvider>().put(
      "/api/objects/upload/:token",
      {
        onRequest: [requireStaff, refuseDeclaredOversize],
        schema: {
          params: z.strictObject({
            token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "Not an upload address"),
          }),
          response: { 200: okResponseSchema, ...uploadErrors },
        },
      },
      async (request) => {
        await receiveLocalUpload(app.ctx, {
          token: request.params.token,
          contentType: request.headers["content-type"],
          contentLength: request.headers["content-length"],
          body: request.raw,
        });
        return { ok: true as const };
      },
    );
  });
}
