import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponseSchema } from "../../../shared/schemas/error.ts";
import { searchQuerySchema, searchResponseSchema } from "../../../shared/schemas/search.ts";
import { clientAddressKey } from "../../lib/clientAddressKey.ts";
import { tooManyRequests } from "../../platform/errors.ts";
import { presentSearch } from "./searchPresenter.ts";
import { withMatchingSections } from "./sectionSnippets.ts";

/**
 * GET /api/public/search?q= : the dropdown's suggestions and articles (published only).
 * With `page`, that page (10) of the full ranked list for the results page. Any text is a valid
 * query: long input is cut, operators are treated as words. See SearchService for what is logged.
 */
export async function publicSearchRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/public/search",
    {
      onRequest: async (request) => {
        if (!(await app.searchAllowed(request)))
          throw tooManyRequests(60, "Too many searches. Please wait a moment and try again.");
      },
      schema: {
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) =>
      withMatchingSections(
        app.ctx.db,
        presentSearch(
          await app.ctx.searches.search(request.query, {
            ip: clientAddressKey(request.ip),
            userAgent: request.headers["user-agent"],
          }),
        ),
        request.query.q,
      ),
  );
}
