import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditPageSchema, auditQuerySchema } from "../../../shared/schemas/audit.ts";
import { adminErrorResponses } from "../../../shared/schemas/error.ts";
import { requireAdmin } from "../auth/authPlugin.ts";
import { exportAuditCsv, listAuditEntries } from "./auditService.ts";

/** The audit log, for admins: read only (no route edits or deletes an entry). */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/admin/audit",
    {
      onRequest: requireAdmin,
      schema: {
        querystring: auditQuerySchema,
        response: { 200: z.union([auditPageSchema, z.string()]), ...adminErrorResponses },
      },
    },
    async (request, reply) => {
      if (request.query.format === "csv")
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", 'attachment; filename="audit-log.csv"')
          .send(await exportAuditCsv(app.ctx, request.query));
      return listAuditEntries(app.ctx, request.query);
    },
  );
}
