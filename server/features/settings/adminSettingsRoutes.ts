import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedInErrorResponses } from "../../../shared/schemas/error.ts";
import { siteSettingsInputSchema, siteSettingsSchema } from "../../../shared/schemas/settings.ts";
import { requireAdmin } from "../auth/authPlugin.ts";
import { saveSiteSettings } from "./settingsService.ts";

const errors = signedInErrorResponses;

/** Site settings (admins only): the whole object, defaults filled in. */
export async function adminSettingsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/admin/settings",
    { onRequest: requireAdmin, schema: { response: { 200: siteSettingsSchema, ...errors } } },
    async () => app.ctx.settings.get(),
  );

  api.put(
    "/api/admin/settings",
    {
      onRequest: requireAdmin,
      schema: { body: siteSettingsInputSchema, response: { 200: siteSettingsSchema, ...errors } },
    },
    async (request) => saveSiteSettings(app.ctx, request.body, request.user!.id),
  );
}
