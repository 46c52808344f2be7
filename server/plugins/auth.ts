import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Role, staffRoles } from "../../shared/schemas/user.ts";
import { forbidden, unauthorized } from "../errors.ts";
import { resolveSession, SESSION_COOKIE, sessionCookieOptions } from "../services/sessions.ts";

const staffRoleSet = new Set<Role>(staffRoles);

/** Loads the signed-in user (if any) for every request that carries a session cookie. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  app.addHook("onRequest", async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await resolveSession(app.ctx.db, app.ctx.config, token);
    if (session) {
      request.user = session.user;
      request.sessionId = session.sessionId;
      // The cookie slides with the session, or the browser would drop it after the first idle window.
      if (session.extendedTo) {
        reply.setCookie(
          SESSION_COOKIE,
          token,
          sessionCookieOptions(request.protocol === "https", session.extendedTo),
        );
      }
    }
  });
}

/** Guard: admins and editors (DESIGN: editors use everything under /api/admin but users and settings). */
export async function requireStaff(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized();
  if (!staffRoleSet.has(request.user.role)) throw forbidden("Only staff can use the admin portal.");
}

/** Guard: admins only (users and settings). */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireStaff(request, reply);
  if (request.user?.role !== "admin") throw forbidden("Only admins can do that.");
}
