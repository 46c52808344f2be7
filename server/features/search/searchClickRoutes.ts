import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema } from "../../../shared/schemas/error.ts";
import { searchClickSchema } from "../../../shared/schemas/searchClick.ts";
import { clientAddressKey } from "../../lib/clientAddressKey.ts";
import { AppError, notFound } from "../../platform/errors.ts";

/** Beacons one visitor may send a minute: opening articles is slower than this. */
const CLICKS_PER_MINUTE = 60;

/**
 * POST /api/public/search/clicks (public, no sign-in): the beacon a visitor's browser sends on
 * opening an article from the dropdown or the results page. 204 when counted; 400 when the
 * article is not one that search could have shown there; 404 when no search of that query by
 * this visitor was logged in the last half hour.
 */
export async function publicSearchClickRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/public/search/clicks",
    {
      config: { rateLimit: { max: CLICKS_PER_MINUTE, timeWindow: "1 minute" } },
      schema: {
        body: searchClickSchema,
        response: {
          204: z.null(),
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await app.ctx.searches.opened(request.body, {
        ip: clientAddressKey(request.ip),
        userAgent: request.headers["user-agent"],
      });
      if (outcome === "notShown")
        throw new AppError(
          400,
          "NOT_A_RESULT",
          "That article is not one this search could have shown there.",
          "slug",
        );
      if (outcome === "noSearch") throw notFound("No recent search of that query to count the click for.");
      return reply.status(204).send(null);
    },
  );
}
