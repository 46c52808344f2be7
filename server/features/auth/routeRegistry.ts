import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { unsupportedMediaType } from "../../platform/errors.ts";
import { requireAdmin, requireStaff } from "./authPlugin.ts";

/** A route as the app registered it: tests walk this list (role matrix, bad input). */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** Path parameters, e.g. ["id"]. */
  params: string[];
  hasBody: boolean;
  /** Keys of the querystring schema, when it is an object schema. */
  queryKeys: string[];
  /** The zod body schema, for tests that derive wrong inputs from it. */
  bodySchema: unknown;
  /** "open" (public or session route), "guarded" (requireStaff/requireAdmin) or "exempt" (says why). */
  access: "open" | "guarded" | "exempt";
}

declare module "fastify" {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
  interface FastifyContextConfig {
    /**
     * Why an /api route outside the public and session routes needs no role guard: it is
     * authorised some other way (a signed upload URL's signature). Stated on the route itself,
     * so the exception is visible where it is made.
     */
    guardExemption?: string;
  }
}

/**
 * The /api routes anyone may call: the read-only public API (and ratings, and the search-result
 * click beacon POST /api/public/search/clicks), and the session
 * routes (sign-in, sign-out, who am I, registration, password reset by link, single sign-on). Every other /api
 * route declares a guard.
 */
const openApiRoutes: (string | RegExp)[] = [
  /^\/api\/public\//,
  "/api/login",
  "/api/logout",
  "/api/user",
  "/api/register",
  "/api/password-reset",
  "/api/password-reset/complete",
  // Single sign-on: the start of the round trip and the provider's answer (signed in by it).
  "/api/auth/oidc/start",
  "/api/auth/oidc/callback",
];

export function isOpenApiRoute(url: string): boolean {
  return openApiRoutes.some((open) => (typeof open === "string" ? open === url : open.test(url)));
}

const guards = new Set<unknown>([requireStaff, requireAdmin]);

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
const asList = (value: unknown): Hook[] => (value ? (Array.isArray(value) ? value : [value as Hook]) : []);

function shapeKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === "object" ? Object.keys(shape) : [];
}

const jsonType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const charset = /;\s*charset\s*=\s*"?([\w-]+)/i;

/** A body schema means a JSON body in UTF-8: anything else is refused with 415 before validation. */
async function requireJsonBody(request: FastifyRequest): Promise<void> {
  const type = request.headers["content-type"];
  if (type === undefined) return;
  const declared = charset.exec(type)?.[1]?.toLowerCase();
  if (!jsonType.test(type) || (declared && declared !== "utf-8" && declared !== "utf8")) {
    throw unsupportedMediaType("Send the request body as UTF-8 application/json.");
  }
}

/** Guards the route runs at onRequest; a guard named elsewhere is a mistake caught at start-up. */
function guardsOf(route: RouteOptions): Hook[] {
  const misplaced = [...asList(route.preHandler), ...asList(route.preValidation)].some((hook) =>
    guards.has(hook),
  );
  if (misplaced) {
    // A preHandler runs after the body is parsed and validated: a signed-out caller would get 400, not 401.
    throw new Error(`${route.url}: declare the role guard as onRequest, not preHandler or preValidation.`);
  }
  return asList(route.onRequest).filter((hook) => guards.has(hook));
}

/**
 * Keeps a list of every route (the role-matrix and bad-input tests walk it) and checks that every
 * staff route declares its guard: `onRequest: requireStaff` or `onRequest: requireAdmin`.
 */
export function registerRouteRegistry(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate("registeredRoutes", routes);
  app.addHook("onRoute", (route: RouteOptions) => {
    const declaredGuards = guardsOf(route);
    // Fail closed: a new /api route without a guard stops the start instead of opening quietly.
    const isApi = /^\/api(\/|$)/.test(route.url);
    const exemption = (route.config as { guardExemption?: unknown } | undefined)?.guardExemption;
    const exempt = typeof exemption === "string" && exemption.trim().length > 0;
    if (isApi && declaredGuards.length === 0 && !isOpenApiRoute(route.url) && !exempt) {
      throw new Error(
        `${route.method} ${route.url}: staff routes declare onRequest: requireStaff or requireAdmin ` +
          "(every /api route but the public and session routes; a route authorised otherwise, such as " +
          "a signed upload URL, states why in config.guardExemption).",
      );
    }
    const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
    if (schema?.body) route.preValidation = [requireJsonBody, ...asList(route.preValidation)];
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // HEAD twins of GET routes are Fastify's own; checking the GET covers them.
      if (method === "HEAD") continue;
      routes.push({
        method,
        url: route.url,
        params: [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!),
        hasBody: Boolean(schema?.body),
        queryKeys: shapeKeys(schema?.querystring),
        bodySchema: schema?.body,
        access: declaredGuards.length > 0 ? "guarded" : exempt ? "exempt" : "open",
      });
    }
  });
}
