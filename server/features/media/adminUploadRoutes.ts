import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { UPLOAD_MAX_BYTES } from "../../../shared/constants.ts";
import { adminErrorResponses, errorResponseSchema } from "../../../shared/schemas/error.ts";
import { uploadResponseSchema } from "../../../shared/schemas/media.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import { requireStaff } from "../auth/authPlugin.ts";
import { storeMediaFile } from "./mediaUploads.ts";
import { refuseDeclaredOversize, uploadRateLimit } from "./uploadLimits.ts";

/** Errors of reading the form that are the sender's: the file over the limit (413). */
const passedOn = new Set(["FST_REQ_FILE_TOO_LARGE", "FST_INVALID_MULTIPART_CONTENT_TYPE", "FST_FILES_LIMIT"]);

/**
 * The one file of the form and its bytes. A body that ends before the form does (a cut-off
 * upload, a malformed boundary) is the sender's fault: 400, not a server error.
 */
async function readUploadedFile(request: FastifyRequest) {
  try {
    const part = await request.file();
    if (part?.fieldname !== "file") throw badRequest('Send the file in the form field "file".', "file");
    // Throws 413 (FST_REQ_FILE_TOO_LARGE) as soon as the stream passes the limit.
    const bytes = await part.toBuffer();
    return { part, bytes };
  } catch (error) {
    if (error instanceof AppError || passedOn.has((error as { code?: string }).code ?? "")) throw error;
    request.log.info({ err: error }, "unreadable upload form");
    throw badRequest("The upload did not arrive whole. Please try again.", "file");
  }
}

/**
 * POST /api/admin/upload: one file in the multipart field `file` (the editor's cover and
 * inline images, and any other accepted file); answers its `url`. It becomes a media file.
 */
export async function adminUploadRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/admin/upload",
    {
      onRequest: [requireStaff, refuseDeclaredOversize],
      config: { rateLimit: uploadRateLimit(app.ctx.config) },
      schema: {
        response: {
          201: uploadResponseSchema,
          ...adminErrorResponses,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { part, bytes } = await readUploadedFile(request);
      const stored = await storeMediaFile(app.ctx, {
        bytes,
        filename: part.filename,
        declaredType: part.mimetype,
        uploadedById: request.user?.id ?? null,
      });
      return reply.status(201).send({ url: stored.url });
    },
  );
}
