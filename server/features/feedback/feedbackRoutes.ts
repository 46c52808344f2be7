import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminErrorResponses, errorResponseSchema } from "../../../shared/schemas/error.ts";
import {
  feedbackInputSchema,
  feedbackItemSchema,
  feedbackListQuerySchema,
  feedbackListSchema,
  feedbackReceiptSchema,
} from "../../../shared/schemas/feedback.ts";
import { idParam, slugParam } from "../../../shared/schemas/fields.ts";
import { ensureVisitorCookie } from "../../platform/http/visitorCookie.ts";
import { requireStaff } from "../auth/authPlugin.ts";
import { listFeedback, resolveFeedback, submitFeedback } from "./feedbackService.ts";

/** Feedback requests are rate limited per address: 20 a minute (as many as votes). */
export const FEEDBACK_RATE_LIMIT = { max: 20, timeWindow: "1 minute" };

/** POST /api/public/articles/:slug/feedback: the reason and comment behind the visitor's vote. */
export async function publicFeedbackRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/api/public/articles/:slug/feedback",
    {
      config: {
        rateLimit: { ...FEEDBACK_RATE_LIMIT, max: FEEDBACK_RATE_LIMIT.max * app.ctx.config.rateLimitScale },
      },
      schema: {
        params: slugParam,
        body: feedbackInputSchema,
        response: {
          200: feedbackReceiptSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const visitorId = ensureVisitorCookie(request, reply);
      return submitFeedback(app.ctx, request.params.slug, request.body, { visitorId, ip: request.ip });
    },
  );
}

/** Staff read and resolve readers' feedback. */
export async function adminFeedbackRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/admin/feedback",
    {
      onRequest: requireStaff,
      schema: {
        querystring: feedbackListQuerySchema,
        response: { 200: feedbackListSchema, ...adminErrorResponses },
      },
    },
    async (request) => listFeedback(app.ctx, request.query),
  );
  api.post(
    "/api/admin/feedback/:id/resolve",
    {
      onRequest: requireStaff,
      schema: { params: idParam, response: { 200: feedbackItemSchema, ...adminErrorResponses } },
    },
    async (request) => resolveFeedback(app.ctx, request.params.id, request.user?.id ?? null),
  );
}
