import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import { isOpenApiRoute, type RegisteredRoute } from "../../server/features/auth/routeRegistry.ts";
import type { Role } from "../../shared/schemas/user.ts";
import { fillParams, routesUnder } from "../support/routeWalk.ts";
import { describeEachDatabase, SITE_ORIGIN } from "../support/testApp.ts";

/**
 * Editors use everything under /api/admin but users, settings, security, the audit log, API
 * tokens, webhooks, imports and exports, and removing from the trash for good.
 */
const adminOnly = (route: RegisteredRoute) =>
  /^\/api\/admin\/(users|settings|security|audit|tokens|webhooks|imports|export)(\/|$)/.test(route.url) ||
  (route.method === "DELETE" && /^\/api\/admin\/trash(\/|$)/.test(route.url));

/** Calls a route the way a browser on our site would, with the given session cookie (if any). */
function call(app: FastifyInstance, route: RegisteredRoute, cookie: string | null, method = route.method) {
  const hasBody = method !== "GET" && method !== "HEAD" && method !== "DELETE";
  return app.inject({
    method: method as "GET",
    url: fillParams(route),
    headers: {
      origin: SITE_ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(hasBody ? { "content-type": "application/json" } : {}),
    },
    ...(hasBody ? { payload: "{}" } : {}),
  });
}

/** Every /api route the app registered: admin, media, uploads, session and public alike. */
const apiRoutes = (app: FastifyInstance) => routesUnder(app, "/api");
const guardedRoutes = (app: FastifyInstance) => apiRoutes(app).filter((route) => route.access === "guarded");

describeEachDatabase("role matrix over every registered /api route", (t) => {
  it("finds the routes by itself, and every /api route is guarded, public/session, or says why not", () => {
    const urls = apiRoutes(t.app).map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        "GET /api/admin/users",
        "POST /api/admin/users",
        "PUT /api/admin/users/:id",
        "DELETE /api/admin/users/:id",
        "GET /api/admin/settings",
        "PUT /api/admin/settings",
        "GET /api/admin/analytics",
        "GET /api/admin/analytics/dismissals",
        "DELETE /api/admin/analytics/dismissals",
        "POST /api/admin/upload",
        "GET /api/admin/media",
        "DELETE /api/admin/media/:id",
        "POST /api/objects/upload",
        "PUT /api/objects/upload/:token",
        "POST /api/media/finalize",
        "POST /api/user/password",
        "GET /api/public/categories",
        "POST /api/login",
      ]),
    );
    const notGuarded = apiRoutes(t.app).filter((route) => route.access !== "guarded");
    for (const route of notGuarded) {
      const label = `${route.method} ${route.url}`;
      if (route.access === "open") expect(isOpenApiRoute(route.url), label).toBe(true);
    }
    expect(guardedRoutes(t.app).length).toBeGreaterThan(20);
  });

  it("answers 401 signed out, 403 to customers, editors by the rules, and admins everywhere", async () => {
    const cookieOf = async (role: Role) => {
      const user = await t.createUser({ role });
      const login = await t.anon.post("/api/login", { email: user.email, password: "password123" });
      return `cairn_session=${login.cookies.find((c) => c.name === "cairn_session")?.value}`;
    };
    const clients: Record<string, string | null> = {
      anonymous: null,
      customer: await cookieOf("customer"),
      editor: await cookieOf("editor"),
      admin: await cookieOf("admin"),
    };
    const problems: string[] = [];
    for (const route of guardedRoutes(t.app)) {
      for (const [role, cookie] of Object.entries(clients)) {
        const response = await call(t.app, route, cookie);
        const status = response.statusCode;
        const label = `${role} ${route.method} ${route.url} → ${status}`;
        if (status >= 500) problems.push(`${label} (server error)`);
        // 204 No Content answers with no body at all.
        const json = response.headers["content-type"]?.toString().startsWith("application/json") === true;
        // The export answers its .zip to those allowed; its refusals are JSON like any other.
        const download = route.url === "/api/admin/export" && status === 200;
        if (status !== 204 && !json && !download) {
          problems.push(`${label} (not JSON)`);
        }
        const expected =
          role === "anonymous"
            ? 401
            : role === "customer" || (role === "editor" && adminOnly(route))
              ? 403
              : "allowed";
        if (expected === "allowed" ? status === 401 || status === 403 : status !== expected) {
          problems.push(`${label}, expected ${expected}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("guards the HEAD twin of every GET route too", async () => {
    for (const route of guardedRoutes(t.app).filter((r) => r.method === "GET")) {
      expect((await call(t.app, route, null, "HEAD")).statusCode, route.url).toBe(401);
    }
  });

  it("refuses every guarded call but the password change to a user who must change their password", async () => {
    const user = await t.createUser({ role: "admin" });
    const login = await t.anon.post("/api/login", { email: user.email, password: "password123" });
    const cookie = `cairn_session=${login.cookies.find((c) => c.name === "cairn_session")?.value}`;
    await t.db.updateTable("users").set({ mustChangePassword: 1 }).where("id", "=", user.id).execute();
    const problems: string[] = [];
    for (const route of guardedRoutes(t.app)) {
      if (route.url === "/api/user/password") continue;
      const response = await call(t.app, route, cookie);
      if (response.statusCode !== 403 || response.json().error.code !== "PASSWORD_CHANGE_REQUIRED")
        problems.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(problems).toEqual([]);
    // Who they are, signing out and the change itself stay open; after it, everything is.
    const headers = { origin: SITE_ORIGIN, cookie };
    expect((await t.app.inject({ url: "/api/user", headers })).json().mustChangePassword).toBe(true);
    const change = await t.app.inject({
      method: "POST",
      url: "/api/user/password",
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify({ currentPassword: "password123", newPassword: "a-much-longer-password" }),
    });
    expect(change.statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/admin/users", headers })).statusCode).toBe(200);
    const logout = await t.app.inject({ method: "POST", url: "/api/logout", headers });
    expect(logout.statusCode).toBe(200);
  });

  it("refuses a signed-out caller with 401 before reading the body", async () => {
    // Without the guard running first, an invalid body would answer 400 and reveal the schema.
    const response = await t.anon.post("/api/admin/users", "{not json", {
      "content-type": "application/json",
    });
    expect(response.statusCode).toBe(401);
  });
});
