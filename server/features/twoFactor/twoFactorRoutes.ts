import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminErrorResponses, errorResponseSchema } from "../../../shared/schemas/error.ts";
import { idParam } from "../../../shared/schemas/fields.ts";
import { okResponseSchema } from "../../../shared/schemas/ok.ts";
import {
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorRecoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorSignInSchema,
  twoFactorStatusSchema,
} from "../../../shared/schemas/twoFactor.ts";
import { userSchema } from "../../../shared/schemas/user.ts";
import { AppError } from "../../platform/errors.ts";
import { requireAdmin, requireStaff } from "../auth/authPlugin.ts";
import { startSession } from "../auth/authRoutes.ts";
import { setDeviceCookie, trustedDeviceOf } from "../auth/deviceCookie.ts";
import { LoginThrottle } from "../auth/loginThrottle.ts";
import { assertSignInAllowed, completeSignIn, recordSignInFailure } from "../auth/signIn.ts";
import { presentUser } from "../users/userPresenter.ts";
import { findUserById } from "../users/userRepo.ts";
import { endSignInChallenge, failSignInChallenge, pendingSignInChallenge } from "./signInChallenges.ts";
import {
  checkSecondFactor,
  confirmTwoFactorSetup,
  disableTwoFactor,
  resetTwoFactorOf,
  startTwoFactorSetup,
  twoFactorStatus,
} from "./twoFactorService.ts";

const errors = { ...adminErrorResponses, 429: errorResponseSchema };

/**
 * Two-factor sign-in: the second step of signing in, one's own set-up on the account screen, and
 * the admins' reset from the users screen.
 */
export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const throttle = new LoginThrottle(app.ctx.db);

  api.post(
    "/api/login/two-factor",
    {
      schema: { body: twoFactorSignInSchema, response: { 200: userSchema, ...errors } },
      config: {
        rateLimit: { max: 30 * app.ctx.config.rateLimitScale, timeWindow: "5 minutes" },
        guardExemption:
          "The second step of signing in: nobody is signed in yet; the pending sign-in cookie a right password set authorises it.",
      },
    },
    async (request, reply) => {
      const challenge = await pendingSignInChallenge(app.ctx, request);
      const user = challenge ? await findUserById(app.ctx.db, challenge.userId) : undefined;
      if (!challenge || !user)
        throw new AppError(
          401,
          "TWO_FACTOR_EXPIRED",
          "Your sign-in has timed out. Enter your email and password again.",
        );
      const client = {
        ip: request.ip,
        trustedDevice: trustedDeviceOf(request, user.email),
        log: request.log,
      };
      await assertSignInAllowed(throttle, user.email, client);
      if (!(await checkSecondFactor(app.ctx, user.id, request.body.code))) {
        await recordSignInFailure(app.ctx, throttle, user.email, client, {
          method: "two-factor",
          reason: "wrong two-factor code",
        });
        await failSignInChallenge(app.ctx, challenge);
        throw new AppError(
          401,
          "INVALID_TWO_FACTOR_CODE",
          "That code is not right. Enter the code your authenticator app shows right now (each one works only while it is shown), or a recovery code.",
          "code",
        );
      }
      await endSignInChallenge(app.ctx, request, reply, challenge.id);
      const signedIn = await completeSignIn(app.ctx, throttle, user, client);
      await startSession(app, request, reply, user.id, "two-factor");
      setDeviceCookie(request, reply, user.email);
      return { ...presentUser(signedIn), twoFactorSetupRequired: false };
    },
  );

  api.get(
    "/api/user/two-factor",
    { onRequest: requireStaff, schema: { response: { 200: twoFactorStatusSchema, ...errors } } },
    async (request) => twoFactorStatus(app.ctx, request.user!.id),
  );

  api.post(
    "/api/user/two-factor/setup",
    { onRequest: requireStaff, schema: { response: { 200: twoFactorSetupSchema, ...errors } } },
    async (request) => startTwoFactorSetup(app.ctx, request.user!),
  );

  api.post(
    "/api/user/two-factor/confirm",
    {
      onRequest: requireStaff,
      schema: { body: twoFactorConfirmSchema, response: { 200: twoFactorRecoveryCodesSchema, ...errors } },
      config: { rateLimit: { max: 20 * app.ctx.config.rateLimitScale, timeWindow: "5 minutes" } },
    },
    async (request) => ({
      recoveryCodes: await confirmTwoFactorSetup(app.ctx, request.user!.id, request.body.code),
    }),
  );

  api.post(
    "/api/user/two-factor/disable",
    {
      onRequest: requireStaff,
      schema: { body: twoFactorDisableSchema, response: { 200: twoFactorStatusSchema, ...errors } },
      // Each try checks a password or a code: guessing either must stay slow.
      config: { rateLimit: { max: 10 * app.ctx.config.rateLimitScale, timeWindow: "15 minutes" } },
    },
    async (request) => {
      await disableTwoFactor(app.ctx, request.user!, request.sessionId, request.body);
      return twoFactorStatus(app.ctx, request.user!.id);
    },
  );

  api.post(
    "/api/admin/users/:id/two-factor/reset",
    {
      onRequest: requireAdmin,
      schema: { params: idParam, response: { 200: okResponseSchema, ...errors } },
    },
    async (request) => {
      await resetTwoFactorOf(app.ctx, request.user!.id, request.params.id);
      return { ok: true as const };
    },
  );
}
