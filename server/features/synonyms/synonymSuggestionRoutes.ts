import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminErrorResponses } from "../../../shared/schemas/error.ts";
import { synonymPairSchema, synonymSuggestionsSchema } from "../../../shared/schemas/synonymSuggestions.ts";
import { requireAdmin } from "../auth/authPlugin.ts";
import {
  addSuggestedSynonym,
  dismissSuggestedSynonym,
  listSynonymSuggestions,
} from "./synonymSuggestions.ts";

/** Suggested synonyms, beside the synonym groups in the settings (admins). */
export async function adminSynonymSuggestionRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: requireAdmin };
  api.get(
    "/api/admin/settings/synonym-suggestions",
    { ...admin, schema: { response: { 200: synonymSuggestionsSchema, ...adminErrorResponses } } },
    async () => listSynonymSuggestions(app.ctx),
  );
  api.post(
    "/api/admin/settings/synonym-suggestions/add",
    {
      ...admin,
      schema: {
        body: synonymPairSchema,
        response: { 200: z.object({ group: z.string() }), ...adminErrorResponses },
      },
    },
    async (request) => addSuggestedSynonym(app.ctx, request.body, request.user!.id),
  );
  api.post(
    "/api/admin/settings/synonym-suggestions/dismiss",
    {
      ...admin,
      schema: {
        body: synonymPairSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...adminErrorResponses },
      },
    },
    async (request) => dismissSuggestedSynonym(app.ctx, request.body),
  );
}
