import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponseSchema, signedInErrorResponses } from "../../../shared/schemas/error.ts";
import { okResponseSchema } from "../../../shared/schemas/ok.ts";
import { ownSessionsSchema, sessionIdParam } from "../../../shared/schemas/session.ts";
import { browserName } from "../../lib/browserName.ts";
import { notFound } from "../../platform/errors.ts";
import { sessionCookieName, sessionCookieOptions } from "../../platform/http/sessionCookie.ts";
import { requireStaff } from "./authPlugin.ts";
import { listSessionsOfUser } from "./sessionRepo.ts";
import { signOutSessions } from "./sessions.ts";

/**
 * The signed-in user's own sessions (the account screen): the list, signing one out, and signing
 * out every session but the one in use.
 */
export async function ownSessionRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

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
        response: { 200: okResponseSchema, ...signedInErrorResponses, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
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
    { onRequest: requireStaff, schema: { response: { 200: okResponseSchema, ...signedInErrorResponses } } },
    async (request) => {
      await signOutSessions(app.ctx, request.user!.id, { allBut: request.sessionId });
      return { ok: true as const };
    },
  );
}
