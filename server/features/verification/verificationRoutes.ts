import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { articleSchema, verificationItemSchema } from "../../../shared/schemas/article.ts";
import { adminErrorResponses } from "../../../shared/schemas/error.ts";
import { idParam } from "../../../shared/schemas/fields.ts";
import { verificationSettingsSchema } from "../../../shared/schemas/verification.ts";
import { requireStaff } from "../auth/authPlugin.ts";
import { listNeedingVerification, setVerificationSettings, verifyArticle } from "./verificationService.ts";

const errors = adminErrorResponses;

/** The needing-verification list, Mark Verified, and an article's verification settings. */
export async function adminVerificationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: requireStaff };

  api.get(
    "/api/admin/verification/articles",
    { ...staff, schema: { response: { 200: z.array(verificationItemSchema), ...errors } } },
    async () => listNeedingVerification(app.ctx),
  );

  api.post(
    "/api/admin/articles/:id/verify",
    { ...staff, schema: { params: idParam, response: { 200: articleSchema, ...errors } } },
    async (request) => verifyArticle(app.ctx, request.params.id, request.user!.id),
  );

  api.put(
    "/api/admin/articles/:id/verification",
    {
      ...staff,
      schema: {
        params: idParam,
        body: verificationSettingsSchema,
        response: { 200: articleSchema, ...errors },
      },
    },
    async (request) => setVerificationSettings(app.ctx, request.params.id, request.body, request.user!.id),
  );
}
