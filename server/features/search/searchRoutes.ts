import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponseSchema } from "../../../shared/schemas/error.ts";
import { searchQuerySchema, searchResponseSchema } from "../../../shared/schemas/search.ts";
import { clientAddressKey } from "../../lib/clientAddressKey.ts";
import { tooManyRequests } from "../../platform/errors.ts";

/**
 * GET /api/public/search?q= : the dropdown's suggestions and articles (published only).
 * With `page`, that page (10) of the full ranked list for the results page. Any text is a valid
 * query: long input is cut, operators are treated as words. See SearchService for what is logged
 * and how repeated searches are answered from its cache (the answer's JSON is made once).
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
    async (request, reply) => {
      const answer = await app.ctx.searches.answer(request.query, {
        ip: clientAddressKey(request.ip),
        userAgent: request.headers["user-agent"],
      });
      // Sent as made: the JSON was checked against the response schema when the answer was made.
      const raw: FastifyReply = reply;
      return raw.type("application/json; charset=utf-8").send(answer.json);
    },
  );
}
