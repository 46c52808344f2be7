import type { FastifyInstance, RouteOptions } from "fastify";
import { requireAdmin, requireStaff } from "../auth/authPlugin.ts";

/** Who may call a route, as the API description states it. */
export type RouteAudience = "anyone" | "staff" | "admin";

/** A route with the zod schemas it validates and answers with, for the API description. */
export interface DocumentedRoute {
  method: string;
  url: string;
  audience: RouteAudience;
  schema: {
    params?: unknown;
    querystring?: unknown;
    body?: unknown;
    response?: Record<string, unknown>;
  };
}

declare module "fastify" {
  interface FastifyInstance {
    documentedRoutes: DocumentedRoute[];
  }
}

const hooksOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value ? [value] : []);

function audienceOf(route: RouteOptions): RouteAudience {
  const hooks = hooksOf(route.onRequest);
  if (hooks.includes(requireAdmin)) return "admin";
  if (hooks.includes(requireStaff)) return "staff";
  return "anyone";
}

/**
 * Collects every /api route as it is registered, with its own schemas: the API description is
 * made from what the routes validate, so it cannot drift from them.
 */
export function registerRouteDocumentation(app: FastifyInstance): void {
  const routes: DocumentedRoute[] = [];
  app.decorate("documentedRoutes", routes);
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!/^\/api(\/|$)/.test(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      routes.push({
        method,
        url: route.url,
        audience: audienceOf(route),
        schema: (route.schema ?? {}) as DocumentedRoute["schema"],
      });
    }
  });
}
