import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { AppError, forbidden, tooManyRequests } from "../../platform/errors.ts";
import { adminBearerToken } from "../../platform/http/bearerToken.ts";
import { endApiTokenCall, runAsApiToken } from "../audit/apiTokenActor.ts";
import { resolveApiToken } from "./apiTokens.ts";

const readMethods = new Set(["GET", "HEAD"]);

type Hook = (...args: never[]) => unknown;

const asList = (value: unknown): Hook[] => (value ? (Array.isArray(value) ? value : [value as Hook]) : []);

/** Only the admin API takes tokens (adminBearerToken): the routes the hooks are added to. */
const tokenRoute = /^\/api\/admin\//;

/**
 * `Authorization: Bearer <token>` on /api/admin/*: the call acts as the token's admin with an
 * editor's rights (`write`) or read-only (`read`), whatever cookie it carries. A token that is
 * unknown, revoked or expired is a 401; each token has its own rate limit.
 *
 * The hooks are added to the /api/admin/* routes alone, ahead of their role guards: pages, the
 * public API and cached answers never run them.
 */
export function registerBearerAuth(app: FastifyInstance): void {
  app.decorateRequest("apiToken", null);
  const limiter = app.createRateLimit({
    max: app.ctx.config.apiTokenRateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-token ${request.apiToken?.id}`,
  });
  const bearerTokenAuth = async (request: FastifyRequest) => {
    const token = adminBearerToken(request);
    if (token === null) return;
    const caller = token ? await resolveApiToken(app.ctx, token) : null;
    if (!caller) {
      throw new AppError(401, "INVALID_TOKEN", "This API token is unknown, revoked or expired.");
    }
    // Editors' rights at most: what a token may do never depends on its admin's own role.
    request.user = { ...caller.user, role: "editor", mustChangePassword: 0 };
    request.sessionId = null;
    request.apiToken = { id: caller.tokenId, name: caller.tokenName, scope: caller.scope };
    const verdict = await limiter(request);
    if (!verdict.isAllowed && verdict.isExceeded) {
      throw tooManyRequests(verdict.ttlInSeconds, "Too many calls with this API token. Please slow down.");
    }
  };
  // Requests that entered the token's context, each to leave it once when answered.
  const inContext = new WeakSet<FastifyRequest>();
  // After the body is read (reading it would lose the context): what the call changes is
  // recorded in the audit log as done by the token's admin through this token.
  const bearerTokenActor = (request: FastifyRequest, _reply: unknown, done: () => void) => {
    const token = request.apiToken;
    if (!token || !request.user) return done();
    inContext.add(request);
    runAsApiToken({ tokenId: token.id, tokenName: token.name, userId: request.user.id }, done);
  };
  // A call cut off before its answer never leaves: the context then stays on, as it did always.
  const bearerTokenAnswered = (request: FastifyRequest, _reply: unknown, done: () => void) => {
    if (inContext.delete(request)) endApiTokenCall();
    done();
  };
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!tokenRoute.test(route.url)) return;
    route.onRequest = [bearerTokenAuth, ...asList(route.onRequest)] as RouteOptions["onRequest"];
    route.preValidation = [bearerTokenActor, ...asList(route.preValidation)] as RouteOptions["preValidation"];
    route.onResponse = [...asList(route.onResponse), bearerTokenAnswered] as RouteOptions["onResponse"];
  });
}

/** Staff guard, for a token: `read` tokens only read. */
export function checkTokenScope(request: FastifyRequest): void {
  if (request.apiToken?.scope === "read" && !readMethods.has(request.method)) {
    throw forbidden("This API token may only read. Create a write token to make changes.", "TOKEN_READ_ONLY");
  }
}
