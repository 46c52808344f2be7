import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { articleAuditQuerySchema, auditPageSchema, auditQuerySchema } from "../../../shared/schemas/audit.ts";
import { adminErrorResponses } from "../../../shared/schemas/error.ts";
import { idParam } from "../../../shared/schemas/fields.ts";
import { requireAdmin, requireStaff } from "../auth/authPlugin.ts";
import { exportAuditCsv, listArticleAudit, listAuditEntries } from "./auditService.ts";

/**
 * The audit log, for admins, and one article's entries, for every staff member (the editor's
 * history): read only (no route edits or deletes an entry).
 */
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

  api.get(
    "/api/admin/articles/:id/audit",
    {
      onRequest: requireStaff,
      schema: {
        params: idParam,
        querystring: articleAuditQuerySchema,
        response: { 200: auditPageSchema, ...adminErrorResponses },
      },
    },
    async (request) => listArticleAudit(app.ctx, request.params.id, request.query),
  );
}
