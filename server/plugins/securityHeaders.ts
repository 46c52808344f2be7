import type { FastifyInstance } from "fastify";
import type { SiteSettings } from "../../shared/schemas/settings.ts";
import { securityPolicyOf } from "../services/securityPolicy.ts";

/**
 * The settings-driven headers: Content-Security-Policy on every answer (helmet sends the static
 * ones), and CORS for the read-only public API; and `private, no-store` on answers setting a cookie. A settings read that fails falls back to the
 * last known value, so a database hiccup does not turn every page into an error either.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const currentSettings = async (): Promise<SiteSettings> => {
    try {
      return await app.ctx.settings.get();
    } catch {
      return app.ctx.settings.current();
    }
  };

  app.addHook("onRequest", async (request, reply) => {
    const policy = securityPolicyOf(await currentSettings());
    reply.header("content-security-policy", policy.contentSecurityPolicy);
    if (!request.url.startsWith("/api/public/")) return;
    // The answer depends on Origin whether or not this request sent one: caches must key on it.
    reply.header("vary", "Origin");
    const origin = request.headers.origin?.toLowerCase();
    if (!origin || !policy.corsOrigins.has(origin)) return;
    reply.header("access-control-allow-origin", request.headers.origin);
    if (request.method === "OPTIONS") {
      reply.header("access-control-allow-methods", "GET");
      reply.header("access-control-max-age", "600");
      return reply.status(204).send();
    }
  });

  // An answer that sets a cookie is for this browser alone: no shared cache may keep it.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (reply.hasHeader("set-cookie")) reply.header("cache-control", "private, no-store");
    return payload;
  });
}
