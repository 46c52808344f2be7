import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponseSchema } from "../../../shared/schemas/error.ts";
import { slugParam } from "../../../shared/schemas/fields.ts";
import { ratingInputSchema, ratingResponseSchema } from "../../../shared/schemas/rating.ts";
import { clientAddressKey } from "../../lib/clientAddressKey.ts";
import { ensureVisitorCookie } from "../../platform/http/visitorCookie.ts";
import { rateArticle } from "./ratingService.ts";

/** Ratings are rate limited per address: 20 a minute. */
export const RATING_RATE_LIMIT = { max: 20, timeWindow: "1 minute" };

/** POST /api/public/articles/:slug/rate: {value: 1 | -1} → the new counts. */
export async function publicRatingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/api/public/articles/:slug/rate",
    {
      config: {
        rateLimit: { ...RATING_RATE_LIMIT, max: RATING_RATE_LIMIT.max * app.ctx.config.rateLimitScale },
      },
      schema: {
        params: slugParam,
        body: ratingInputSchema,
        response: {
          200: ratingResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const visitorId = ensureVisitorCookie(request, reply);
      return rateArticle(app.ctx, request.params.slug, request.body.value, {
        visitorId,
        ip: clientAddressKey(request.ip),
      });
    },
  );
}
