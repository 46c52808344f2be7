import type { FastifyRequest } from "fastify";

/**
 * The address a request is classified by (public or session route, CORS, rate budgets): the
 * pattern of the route it matched, so `/api/%70ublic/categories` counts as the
 * `/api/public/categories` it reaches. A request no route matches is judged by its decoded path.
 */
export function routeAddressOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  const rawPath = request.url.split("?")[0] ?? "/";
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return rawPath;
  }
}
