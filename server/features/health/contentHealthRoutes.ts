import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contentHealthReportSchema } from "../../../shared/schemas/contentHealth.ts";
import { adminErrorResponses } from "../../../shared/schemas/error.ts";
import type { AppContext } from "../appContext.ts";
import { requireStaff } from "../auth/authPlugin.ts";
import { checkAfterChange, contentHealthReport } from "./contentHealthService.ts";

/** Each app's pending checks, one after another (a check reads what the previous one wrote). */
const pendingChecks = new WeakMap<AppContext, Promise<void>>();

/** Resolves once the checks started by changes so far have run (tests, shutdown). */
export function contentHealthSettled(ctx: AppContext): Promise<void> {
  return pendingChecks.get(ctx) ?? Promise.resolve();
}

/**
 * GET /api/admin/content-health (staff), and the check after every content change made on this
 * instance (the database is shared, so the instance that made the change checks it once).
 */
export async function adminContentHealthRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  ctx.contentChanges.subscribe("content health", (change, origin) => {
    if (origin !== "here") return;
    const next = contentHealthSettled(ctx)
      .then(() => checkAfterChange(ctx, change))
      .catch((error: unknown) => {
        // The daily check runs again; a failed check must not break the write that caused it.
        app.log.warn({ err: error }, "content health check failed");
      });
    pendingChecks.set(ctx, next);
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/admin/content-health",
    {
      onRequest: requireStaff,
      schema: { response: { 200: contentHealthReportSchema, ...adminErrorResponses } },
    },
    async () => {
      await contentHealthSettled(ctx);
      return contentHealthReport(ctx);
    },
  );
}
