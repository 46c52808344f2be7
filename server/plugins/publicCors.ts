import type { FastifyInstance } from "fastify";
import { parseAllowedOrigins } from "../../shared/allowedOrigins.ts";

/**
 * The read-only public API may be read by the sites listed in allowed_origins (the retailer's
 * own pages embedding the help center). Never with credentials.
 */
export function registerPublicCors(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/public/")) return;
    const origin = request.headers.origin;
    if (!origin) return;
    reply.header("vary", "Origin");
    const allowed = parseAllowedOrigins((await app.ctx.settings.get()).allowed_origins);
    if (!allowed.includes(origin)) return;
    reply.header("access-control-allow-origin", origin);
    if (request.method === "OPTIONS") {
      reply.header("access-control-allow-methods", "GET");
      reply.header("access-control-max-age", "600");
      return reply.status(204).send();
    }
  });
}
