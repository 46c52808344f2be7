import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema, signedInErrorResponses } from "../../../shared/schemas/error.ts";
import { okResponseSchema } from "../../../shared/schemas/ok.ts";
import { twoFactorChallengeSchema } from "../../../shared/schemas/twoFactor.ts";
import { loginSchema, registerSchema, userSchema } from "../../../shared/schemas/user.ts";
import { clientAddressKey } from "../../lib/clientAddressKey.ts";
import { unauthorized } from "../../platform/errors.ts";
import { sessionCookieName, sessionCookieOptions } from "../../platform/http/sessionCookie.ts";
import { startSignInChallenge } from "../twoFactor/signInChallenges.ts";
import { needsTwoFactorSetup } from "../twoFactor/twoFactorService.ts";
import { presentUser } from "../users/userPresenter.ts";
import { setDeviceCookie, trustedDeviceOf } from "./deviceCookie.ts";
import { LoginThrottle } from "./loginThrottle.ts";
import { createSession, endSession, type SignInMethod, signOut } from "./sessions.ts";
import { checkSignIn, registerCustomer } from "./signIn.ts";

/**
 * Signs the user in on this browser: a new session and its cookie, whatever the way in.
 * `twoFactorSetupRequired`: the session reaches nothing but the two-factor set-up until that is done.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  signInMethod: SignInMethod,
  twoFactorSetupRequired = false,
) {
  // A fresh id at every sign-in: a session id planted before sign-in is worthless after it.
  if (request.sessionId) await endSession(app.ctx, request.sessionId);
  const { token, expiresAt } = await createSession(app.ctx, userId, {
    ip: clientAddressKey(request.ip),
    userAgent: request.headers["user-agent"] ?? null,
    signInMethod,
    twoFactorSetupRequired,
  });
  reply.setCookie(
    sessionCookieName(app.ctx.config),
    token,
    sessionCookieOptions(app.ctx.config, request.protocol, expiresAt),
  );
}

/** Sign-in, sign-out, current user, registration. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const throttle = new LoginThrottle(app.ctx.db);
  const errors = {
    ...signedInErrorResponses,
    429: errorResponseSchema,
  };

  api.get(
    "/api/user",
    { schema: { response: { 200: userSchema, 401: errorResponseSchema } } },
    async (request) => {
      if (!request.user) throw unauthorized("Not signed in.");
      return { ...presentUser(request.user), twoFactorSetupRequired: request.twoFactorSetupRequired };
    },
  );

  api.post(
    "/api/login",
    {
      schema: {
        body: loginSchema,
        response: { 200: z.union([userSchema, twoFactorChallengeSchema]), ...errors },
      },
      config: { rateLimit: { max: 30 * app.ctx.config.rateLimitScale, timeWindow: "5 minutes" } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const { user, secondFactorRequired } = await checkSignIn(app.ctx, throttle, email, password, {
        ip: request.ip,
        trustedDevice: trustedDeviceOf(request, email),
        log: request.log,
      });
      if (secondFactorRequired) {
        await startSignInChallenge(app.ctx, request, reply, user.id);
        return { twoFactorRequired: true as const };
      }
      const setupRequired = await needsTwoFactorSetup(app.ctx, user);
      await startSession(app, request, reply, user.id, "password", setupRequired);
      setDeviceCookie(request, reply, email);
      return { ...presentUser(user), twoFactorSetupRequired: setupRequired };
    },
  );

  api.post("/api/logout", { schema: { response: { 200: okResponseSchema } } }, async (request, reply) => {
    if (request.sessionId && request.user) await signOut(app.ctx, request.user.id, request.sessionId);
    reply.clearCookie(
      sessionCookieName(app.ctx.config),
      sessionCookieOptions(app.ctx.config, request.protocol),
    );
    return { ok: true as const };
  });

  api.post(
    "/api/register",
    {
      schema: { body: registerSchema, response: { 201: userSchema, ...errors, 409: errorResponseSchema } },
      config: { rateLimit: { max: 10 * app.ctx.config.rateLimitScale, timeWindow: "15 minutes" } },
    },
    async (request, reply) => {
      const created = await registerCustomer(app.ctx, request.body.email, request.body.password);
      await startSession(app, request, reply, created.id, "registration");
      return reply.status(201).send(presentUser(created));
    },
  );
}
