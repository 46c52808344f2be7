import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponseSchema, signedInErrorResponses } from "../../../shared/schemas/error.ts";
import { okResponseSchema } from "../../../shared/schemas/ok.ts";
import {
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
} from "../../../shared/schemas/passwordReset.ts";
import { createMailer } from "../../platform/mail/mailer.ts";
import { completePasswordReset, requestPasswordReset } from "./passwordReset.ts";

/** Whether "Forgot password?" is offered: mail goes out (SMTP_URL) and links name the site (PUBLIC_URL). */
export function passwordResetByEmail(config: {
  smtpUrl?: string | undefined;
  publicUrl?: string | undefined;
}): boolean {
  return Boolean(config.smtpUrl && config.publicUrl);
}

/**
 * POST /api/password-reset `{email}`: sends a reset link when the email has an account; the
 * answer is the same either way. POST /api/password-reset/complete `{token, newPassword}`.
 * Without SMTP_URL and PUBLIC_URL the link goes to the server log instead of an inbox.
 */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app.ctx;
  const mailer = passwordResetByEmail(config) ? createMailer(config) : null;
  if (mailer) app.addHook("onClose", async () => mailer.close());
  const errors = { ...signedInErrorResponses, 429: errorResponseSchema };

  api.post(
    "/api/password-reset",
    {
      schema: { body: passwordResetRequestSchema, response: { 200: okResponseSchema, ...errors } },
      config: { rateLimit: { max: 5 * config.rateLimitScale, timeWindow: "15 minutes" } },
    },
    async (request) => {
      await requestPasswordReset(app.ctx, mailer, request.body.email, request.log);
      return { ok: true as const };
    },
  );

  api.post(
    "/api/password-reset/complete",
    {
      schema: { body: passwordResetCompleteSchema, response: { 200: okResponseSchema, ...errors } },
      config: { rateLimit: { max: 10 * config.rateLimitScale, timeWindow: "15 minutes" } },
    },
    async (request) => {
      await completePasswordReset(app.ctx, request.body);
      return { ok: true as const };
    },
  );
}
