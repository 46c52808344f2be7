import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponseSchema } from "../../../shared/schemas/error.ts";
import { searchQuerySchema, searchResponseSchema } from "../../../shared/schemas/search.ts";
import { SearchEventLog } from "../../services/searchEventLog.ts";
import { registerSearchClickRoute } from "./searchClicks.ts";
import { searchVisitor } from "./searchVisitor.ts";

/**
 * SPEC §7 GET /api/public/search?q= : the dropdown's suggestions and articles (published only).
 * With `page`, that page (10) of the full ranked list for the results page. Any text is a valid
 * query: long input is cut, operators are treated as words. See SearchEventLog for what is logged.
 */
export async function publicSearchRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const events = new SearchEventLog(
    app.ctx.db,
    app.ctx.config.searchTypingPauseMs,
    (error) => app.log.warn({ err: error }, "search event not logged"),
    app.ctx.config.searchEventRetentionDays,
  );
  app.addHook("onClose", async () => events.flush());
  registerSearchClickRoute(app, events);

  api.get(
    "/api/public/search",
    {
      config: { rateLimit: { max: app.ctx.config.searchRateLimitPerMinute, timeWindow: "1 minute" } },
      schema: {
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const { q, page, mode } = request.query;
      const settings = await app.ctx.settings.get();
      const answer = await app.ctx.search.search(app.ctx.db, {
        query: q,
        synonyms: settings.search_synonyms,
        ...(page ? { page } : {}),
      });
      if (answer.normalizedQuery) {
        const visitor = searchVisitor(request);
        if (mode === "submit" || page === 1)
          await events.submitted(visitor, answer.normalizedQuery, answer.total);
        else if (!page) events.typed(visitor, answer.normalizedQuery, answer.total);
      }
      return answer.response;
    },
  );
}
