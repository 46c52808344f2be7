import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponseSchema } from "../../shared/schemas/error.ts";
import { okResponseSchema } from "../../shared/schemas/ok.ts";
import { loginSchema, REGISTERED_ROLE, registerSchema, userSchema } from "../../shared/schemas/user.ts";
import type { UserRow } from "../db/schema.ts";
import { conflict, forbidden, tooManyRequests, unauthorized } from "../errors.ts";
import { presentUser } from "../presenters/userPresenter.ts";
import { LoginThrottle } from "../services/loginThrottle.ts";
import { maskEmail } from "../services/maskEmail.ts";
import { hashPassword, verifyPassword } from "../services/passwords.ts";
import { createSession, endSession, sessionCookieName, sessionCookieOptions } from "../services/sessions.ts";

async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
) {
  // A fresh id at every sign-in: a session id planted before sign-in is worthless after it.
  if (request.sessionId) await endSession(app.ctx.db, request.sessionId);
  const { token, expiresAt } = await createSession(app.ctx.db, app.ctx.config, userId, {
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? null,
  });
  reply.setCookie(
    sessionCookieName(app.ctx.config),
    token,
    sessionCookieOptions(app.ctx.config, request.protocol, expiresAt),
  );
}

/** SPEC §7: sign-in, sign-out, current user, registration. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const throttle = new LoginThrottle(app.ctx.db);
  const errors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    429: errorResponseSchema,
  };

  api.get(
    "/api/user",
    { schema: { response: { 200: userSchema, 401: errorResponseSchema } } },
    async (request) => {
      if (!request.user) throw unauthorized("Not signed in.");
      return presentUser(request.user);
    },
  );

  api.post(
    "/api/login",
    {
      schema: { body: loginSchema, response: { 200: userSchema, ...errors } },
      config: { rateLimit: { max: 30, timeWindow: "5 minutes" } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const verdict = await throttle.verdict(email, request.ip);
      if (verdict) {
        request.log.warn(
          {
            account: maskEmail(email),
            ip: request.ip,
            scope: verdict.scope,
            retryAfter: verdict.retryAfterSeconds,
          },
          "sign-in throttled",
        );
        throw tooManyRequests(
          verdict.retryAfterSeconds,
          "Too many failed sign-ins for this account. Please wait and try again.",
        );
      }
      const user = await app.ctx.db
        .selectFrom("users")
        .selectAll()
        .where("email", "=", email)
        .executeTakeFirst();
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok) {
        const { accountLockedOut } = await throttle.recordFailure(email, request.ip);
        if (accountLockedOut)
          request.log.warn(
            { account: maskEmail(email), ip: request.ip },
            "sign-in lockout: the account reached its hourly cap of failed sign-ins",
          );
        throw unauthorized("Invalid email or password.");
      }
      await throttle.recordSuccess(email, request.ip);
      const now = new Date().toISOString();
      await app.ctx.db.updateTable("users").set({ lastLoginAt: now }).where("id", "=", user.id).execute();
      await startSession(app, request, reply, user.id);
      return presentUser({ ...user, lastLoginAt: now });
    },
  );

  api.post("/api/logout", { schema: { response: { 200: okResponseSchema } } }, async (request, reply) => {
    if (request.sessionId) await endSession(app.ctx.db, request.sessionId);
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
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
    },
    async (request, reply) => {
      if (!app.ctx.config.allowRegistration)
        throw forbidden("Registration is disabled", "REGISTRATION_DISABLED");
      const { email, password } = request.body;
      const now = new Date().toISOString();
      const passwordHash = await hashPassword(password);
      let created: UserRow;
      try {
        created = await app.ctx.db
          .insertInto("users")
          .values({
            email,
            passwordHash,
            role: REGISTERED_ROLE,
            mustChangePassword: 0,
            createdAt: now,
            updatedAt: now,
            lastLoginAt: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (app.ctx.dialect.isUniqueViolation(error))
          throw conflict("An account with this email already exists.", "EMAIL_TAKEN", "email");
        throw error;
      }
      await startSession(app, request, reply, created.id);
      return reply.status(201).send(presentUser(created));
    },
  );
}
