import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet from "helmet";
import type { SiteSettings } from "../../../shared/schemas/settings.ts";
import { routeAddressOf } from "./routeAddress.ts";
import { securityPolicyOf } from "./securityPolicy.ts";
import { isSessionRoute } from "./sessionCookie.ts";

/**
 * helmet's headers, worked out once: with its settings-driven parts turned off they depend on
 * nothing in the request. (@fastify/helmet ran helmet's dozen middlewares and two hooks on every
 * request, about 2% of a fresh page's CPU.)
 */
function helmetHeaders(): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet({
    // Built from the settings below, once per settings change.
    contentSecurityPolicy: false,
    // Embedding is governed by frame-ancestors from settings, not the blanket X-Frame-Options.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return [...headers];
}

/**
 * The security headers: helmet's static ones and the settings-driven Content-Security-Policy on
 * every answer, CORS for the read-only public API, and `private, no-store` on answers setting a
 * cookie. A settings read that fails falls back to the last known value, so a database hiccup
 * does not turn every page into an error either.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const staticHeaders = helmetHeaders();
  const currentSettings = async (): Promise<SiteSettings> => {
    try {
      return await app.ctx.settings.get();
    } catch {
      return app.ctx.settings.current();
    }
  };

  /** Sets the headers; true when it has answered the request itself (a CORS preflight). */
  const applyHeaders = (request: FastifyRequest, reply: FastifyReply, settings: SiteSettings): boolean => {
    for (const [name, value] of staticHeaders) reply.header(name, value);
    const policy = securityPolicyOf(settings);
    reply.header("content-security-policy", policy.contentSecurityPolicy);
    const address = routeAddressOf(request);
    // What a signed-in route answers (the user, accounts, exports) is for this browser alone:
    // neither the browser's history cache nor any shared cache may keep it.
    if (isSessionRoute(address) && address.startsWith("/api")) reply.header("cache-control", "no-store");
    if (!address.startsWith("/api/public/")) return false;
    // The answer depends on Origin whether or not this request sent one: caches must key on it.
    reply.header("vary", "Origin");
    const origin = request.headers.origin?.toLowerCase();
    if (!origin || !policy.corsOrigins.has(origin)) return false;
    reply.header("access-control-allow-origin", request.headers.origin);
    if (request.method !== "OPTIONS") return false;
    reply.header("access-control-allow-methods", "GET");
    reply.header("access-control-max-age", "600");
    reply.status(204).send();
    return true;
  };

  // A callback, not an async hook: every answer runs it, and an async hook costs each a promise.
  // Settings read within the last few seconds are used at once; otherwise they are read first.
  app.addHook("onRequest", (request, reply, done) => {
    const settings = app.ctx.settings.fresh();
    if (settings) {
      if (!applyHeaders(request, reply, settings)) done();
      return;
    }
    currentSettings()
      .then((read) => applyHeaders(request, reply, read))
      .then((answered) => {
        if (!answered) done();
      }, done);
  });

  // An answer that sets a cookie is for this browser alone: no shared cache may keep it.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (reply.hasHeader("set-cookie")) reply.header("cache-control", "private, no-store");
    done(null, payload);
  });
}
