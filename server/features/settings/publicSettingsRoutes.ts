import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PUBLIC_SETTINGS_CACHE_SECONDS } from "../../../shared/constants.ts";
import { publicSettingsSchema } from "../../../shared/schemas/settings.ts";
import { presentPublicSettings } from "./settingsPresenter.ts";

/** GET /api/public/settings: branding for every visitor, cached 5 minutes. */
export async function publicSettingsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/public/settings",
    { schema: { response: { 200: publicSettingsSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", `public, max-age=${PUBLIC_SETTINGS_CACHE_SECONDS}`);
      return presentPublicSettings(await app.ctx.settings.get());
    },
  );
}
