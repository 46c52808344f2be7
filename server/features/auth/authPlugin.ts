import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Role, staffRoles } from "../../../shared/schemas/user.ts";
import { forbidden, unauthorized } from "../../platform/errors.ts";
import { routeAddressOf } from "../../platform/http/routeAddress.ts";
import {
  isSessionRoute,
  sessionCookieName,
  sessionCookieOptions,
} from "../../platform/http/sessionCookie.ts";
import { checkTokenScope } from "../apiTokens/bearerAuth.ts";
import { resolveSession } from "./sessions.ts";

const staffRoleSet = new Set<Role>(staffRoles);

/** Loads the signed-in user (if any) for session routes whose request carries a session cookie. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  app.decorateRequest("twoFactorSetupRequired", false);
  const cookieName = sessionCookieName(app.ctx.config);
  // A callback, not an async hook: every answer runs it (most without a session to read), and an
  // async hook costs each a promise.
  app.addHook("onRequest", (request, reply, done) => {
    const token = request.cookies[cookieName];
    if (!token || !isSessionRoute(routeAddressOf(request))) return done();
    resolveSession(app.ctx, token)
      .then((session) => {
        if (!session) return;
        request.user = session.user;
        request.sessionId = session.sessionId;
        request.twoFactorSetupRequired = session.twoFactorSetupRequired;
        // The cookie slides with the session, or the browser would drop it after the first idle window.
        if (session.extendedTo) {
          reply.setCookie(
            cookieName,
            token,
            sessionCookieOptions(app.ctx.config, request.protocol, session.extendedTo),
          );
        }
      })
      .then(() => done(), done);
  });
}

/**
 * What a user flagged mustChangePassword may still do: change it. (The session routes, /api/user
 * and /api/logout, carry no guard and stay open to them too.)
 */
const passwordChangeRoutes = new Set(["/api/user/password"]);

/**
 * What a session that must set up two-factor may still do: set it up (and change a password it
 * must change). Everything else answers 403 TWO_FACTOR_SETUP_REQUIRED until it is done.
 */
const twoFactorSetupRoutes = new Set([
  ...passwordChangeRoutes,
  "/api/user/two-factor",
  "/api/user/two-factor/setup",
  "/api/user/two-factor/confirm",
]);

/** Guard: admins and editors (editors use everything under /api/admin but users and settings). */
export async function requireStaff(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized();
  if (request.apiToken) return checkTokenScope(request);
  if (!staffRoleSet.has(request.user.role)) throw forbidden("Only staff can use the admin portal.");
  if (request.user.mustChangePassword && !passwordChangeRoutes.has(request.routeOptions.url ?? "")) {
    throw forbidden("Please change your password before you continue.", "PASSWORD_CHANGE_REQUIRED");
  }
  if (request.twoFactorSetupRequired && !twoFactorSetupRoutes.has(request.routeOptions.url ?? "")) {
    throw forbidden(
      "Two-factor sign-in is required for staff. Set it up before you continue.",
      "TWO_FACTOR_SETUP_REQUIRED",
    );
  }
}

/** Guard: admins only (users, settings, API tokens): never an API token. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.apiToken)
    throw forbidden("API tokens cannot manage users, settings or tokens.", "TOKEN_NOT_ALLOWED");
  await requireStaff(request, reply);
  if (request.user?.role !== "admin") throw forbidden("Only admins can do that.");
}
