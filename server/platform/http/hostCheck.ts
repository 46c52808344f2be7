import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config.ts";
import { AppError } from "../errors.ts";

const probes = new Set(["/healthz", "/readyz"]);

/** The Host names this site answers to: PUBLIC_URL's, and ALLOWED_HOSTS; none when PUBLIC_URL is unset. */
export function allowedHostsOf(config: AppConfig): Set<string> | null {
  if (!config.publicUrl) return null;
  return new Set([new URL(config.publicUrl).host.toLowerCase(), ...config.allowedHosts]);
}

/**
 * Once PUBLIC_URL is set, a request naming another Host is answered 421 before anything else
 * runs: each new Host would otherwise be a fresh page render and cache entry, and links built
 * from it would point elsewhere. Health probes answer whatever Host a load balancer sends.
 */
export function registerHostCheck(app: FastifyInstance): void {
  const allowed = allowedHostsOf(app.ctx.config);
  if (!allowed) return;
  app.addHook("onRequest", (request, _reply, done) => {
    const host = request.host.toLowerCase();
    if (allowed.has(host) || probes.has(request.url.split("?")[0] ?? "")) return done();
    done(new AppError(421, "UNKNOWN_HOST", "This server does not answer for that host name."));
  });
}
