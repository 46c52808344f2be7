import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponseSchema, signedInErrorResponses } from "../../../shared/schemas/error.ts";
import { okResponseSchema } from "../../../shared/schemas/ok.ts";
import { ownSessionsSchema, sessionIdParam, sessionSignOutSchema } from "../../../shared/schemas/session.ts";
import { browserName } from "../../lib/browserName.ts";
import { notFound } from "../../platform/errors.ts";
import { sessionCookieName, sessionCookieOptions } from "../../platform/http/sessionCookie.ts";
import { requireStaff } from "./authPlugin.ts";
import { assertRecentlyAuthenticated } from "./recentAuthentication.ts";
import { listSessionsOfUser } from "./sessionRepo.ts";
import { signOutSessions } from "./sessions.ts";

/**
 * A sign-out sent without a body (the usual call) means "no password given"; a body that is not
 * an object (a JSON `null` included) is refused by the schema like any other bad input.
 */
async function noBodyAsEmpty(request: FastifyRequest): Promise<void> {
  if (request.body === undefined && request.headers["content-type"] === undefined) request.body = {};
}

/**
 * The signed-in user's own sessions (the account screen): the list, signing one out, and signing
 * out every session but the one in use. Ending another session needs a recent sign-in or the
 * password (assertRecentlyAuthenticated); signing out the session in use does not.
 */
export async function ownSessionRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signOutResponses = {
    200: okResponseSchema,
    ...signedInErrorResponses,
    400: errorResponseSchema,
    429: errorResponseSchema,
  };
  // Each password try costs an argon2 check: guessing the password here must stay slow.
  const passwordTries = { rateLimit: { max: 20 * app.ctx.config.rateLimitScale, timeWindow: "15 minutes" } };

  api.get(
    "/api/user/sessions",
    { onRequest: requireStaff, schema: { response: { 200: ownSessionsSchema, ...signedInErrorResponses } } },
    async (request) => {
      const rows = await listSessionsOfUser(app.ctx.db, request.user!.id, new Date().toISOString());
      return rows.map((row) => ({
        id: row.id,
        current: row.id === request.sessionId,
        browser: browserName(row.userAgent),
        address: row.ip,
        createdAt: new Date(row.createdAt).toISOString(),
        lastSeenAt: new Date(row.lastSeenAt).toISOString(),
        singleSignOn: row.signInMethod === "sso",
      }));
    },
  );

  api.delete(
    "/api/user/sessions/:id",
    {
      onRequest: requireStaff,
      schema: {
        params: sessionIdParam,
        body: sessionSignOutSchema,
        response: { ...signOutResponses, 404: errorResponseSchema },
      },
      preValidation: noBodyAsEmpty,
      config: passwordTries,
    },
    async (request, reply) => {
      if (request.params.id !== request.sessionId)
        await assertRecentlyAuthenticated(app.ctx, request.sessionId, request.body.currentPassword);
      // Another user's session is "not found", like one that does not exist.
      if (!(await signOutSessions(app.ctx, request.user!.id, { sessionId: request.params.id })))
        throw notFound("This session has already ended.");
      if (request.params.id === request.sessionId)
        reply.clearCookie(
          sessionCookieName(app.ctx.config),
          sessionCookieOptions(app.ctx.config, request.protocol),
        );
      return { ok: true as const };
    },
  );

  api.post(
    "/api/user/sessions/sign-out-others",
    {
      onRequest: requireStaff,
      schema: { body: sessionSignOutSchema, response: signOutResponses },
      preValidation: noBodyAsEmpty,
      config: passwordTries,
    },
    async (request) => {
      await assertRecentlyAuthenticated(app.ctx, request.sessionId, request.body.currentPassword);
      await signOutSessions(app.ctx, request.user!.id, { allBut: request.sessionId });
      return { ok: true as const };
    },
  );
}
