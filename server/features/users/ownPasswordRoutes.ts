import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponseSchema, signedInErrorResponses } from "../../../shared/schemas/error.ts";
import { passwordChangeSchema, userSchema } from "../../../shared/schemas/user.ts";
import { requireStaff } from "../auth/authPlugin.ts";
import { changeOwnPassword } from "./ownPassword.ts";

/** POST /api/user/password: staff set their own password (the portal's change-password screen). */
export async function userPasswordRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/user/password",
    {
      onRequest: requireStaff,
      schema: {
        body: passwordChangeSchema,
        response: {
          200: userSchema,
          ...signedInErrorResponses,
          429: errorResponseSchema,
        },
      },
      // Each try costs an argon2 check: guessing the current password must stay slow.
      config: { rateLimit: { max: 10 * app.ctx.config.rateLimitScale, timeWindow: "15 minutes" } },
    },
    async (request) => {
      return changeOwnPassword(app.ctx, request.user!.id, request.sessionId, request.body);
    },
  );
}
