import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminErrorResponses, errorResponseSchema } from "../../../shared/schemas/error.ts";
import { idParam } from "../../../shared/schemas/fields.ts";
import {
  type ImportUploadFields,
  importJobAcceptedSchema,
  importJobSchema,
  importUploadFieldsSchema,
} from "../../../shared/schemas/importJob.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import { requireAdmin } from "../auth/authPlugin.ts";
import { exportArchive } from "./exportArchive.ts";
import { recentImportJobIds } from "./importJobRepo.ts";
import { acceptImportUpload, confirmImport, presentImportJob, startImportJobs } from "./importJobs.ts";

/** Largest archive an import accepts (a thousand articles with their images fit many times). */
export const IMPORT_MAX_BYTES = 1024 * 1024 * 1024;
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () =>
  new AppError(413, "TOO_LARGE", "The archive is larger than 1 GB.", undefined, { connection: "close" });
const passedOn = new Set(["FST_REQ_FILE_TOO_LARGE", "FST_INVALID_MULTIPART_CONTENT_TYPE", "FST_FILES_LIMIT"]);

/** The form: the fields (any order) and the one .zip, written to `zipFile` as it arrives. */
async function readImportForm(
  request: FastifyRequest,
  zipFile: string,
): Promise<{ fileName: string; fields: ImportUploadFields }> {
  const values: Record<string, string> = {};
  let fileName: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        values[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== "file" || fileName !== null) {
        part.file.resume();
        throw badRequest('Send one .zip in the form field "file".', "file");
      }
      fileName = part.filename || "import.zip";
      await pipeline(part.file, fs.createWriteStream(zipFile));
      if (part.file.truncated) throw tooLarge();
    }
  } catch (error) {
    if (error instanceof AppError || passedOn.has((error as { code?: string }).code ?? "")) throw error;
    request.log.info({ err: error }, "unreadable import form");
    throw badRequest("The upload did not arrive whole. Please try again.", "file");
  }
  if (fileName === null) throw badRequest('Send the .zip in the form field "file".', "file");
  if (!fileName.toLowerCase().endsWith(".zip")) throw badRequest("Send a .zip file.", "file");
  const fields = importUploadFieldsSchema.safeParse(values);
  if (!fields.success) {
    const issue = fields.error.issues[0]!;
    throw badRequest(`${issue.path.join(".")}: ${issue.message}`, String(issue.path[0] ?? "source"));
  }
  return { fileName, fields: fields.data };
}

/**
 * Import & export for admins (imports change much content at once): an uploaded .zip becomes a
 * job that checks it (202), the admin confirms, the job imports; any instance answers progress.
 * The export is a .zip of the Markdown layout.
 */
export async function adminImportRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 200 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const run = (request: FastifyRequest) =>
    void startImportJobs(app.ctx, (error) => request.log.error({ err: error }, "import job runner failed"));

  api.post(
    "/api/admin/imports",
    {
      onRequest: [
        requireAdmin,
        async (request) => {
          const declared = Number(request.headers["content-length"]);
          if (Number.isFinite(declared) && declared > IMPORT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES)
            throw tooLarge();
        },
      ],
      schema: {
        response: { 202: importJobAcceptedSchema, ...adminErrorResponses, 413: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const dir = path.join(app.ctx.config.dataDir, "imports");
      fs.mkdirSync(dir, { recursive: true });
      const zipFile = path.join(dir, `upload-${randomBytes(8).toString("hex")}.zip`);
      try {
        const form = await readImportForm(request, zipFile);
        const job = await acceptImportUpload(app.ctx, request.user!.id, { zipFile, ...form });
        run(request);
        return reply.status(202).send({ id: job.id, status: "checking" as const });
      } finally {
        fs.rmSync(zipFile, { force: true });
      }
    },
  );

  api.get(
    "/api/admin/imports",
    {
      onRequest: requireAdmin,
      schema: { response: { 200: z.array(importJobSchema), ...adminErrorResponses } },
    },
    async () => {
      const ids = await recentImportJobIds(app.ctx.db, 10);
      return Promise.all(ids.map((id) => presentImportJob(app.ctx, id)));
    },
  );

  api.get(
    "/api/admin/imports/:id",
    {
      onRequest: requireAdmin,
      schema: { params: idParam, response: { 200: importJobSchema, ...adminErrorResponses } },
    },
    async (request) => presentImportJob(app.ctx, request.params.id),
  );

  api.post(
    "/api/admin/imports/:id/confirm",
    {
      onRequest: requireAdmin,
      schema: { params: idParam, response: { 202: importJobSchema, ...adminErrorResponses } },
    },
    async (request, reply) => {
      await confirmImport(app.ctx, request.params.id);
      run(request);
      return reply.status(202).send(await presentImportJob(app.ctx, request.params.id));
    },
  );

  app.get(
    "/api/admin/export",
    { onRequest: requireAdmin, schema: { response: adminErrorResponses } },
    async (request, reply) => {
      const { stream, fileName } = await exportArchive(app.ctx, request.user!.id);
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "no-store")
        .send(stream);
    },
  );
}
