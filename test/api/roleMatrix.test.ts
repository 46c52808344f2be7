import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import type { RegisteredRoute } from "../../server/plugins/routeRegistry.ts";
import type { Role } from "../../shared/schemas/user.ts";
import { fillParams, routesUnder } from "../support/routeWalk.ts";
import { describeEachDatabase, SITE_ORIGIN } from "../support/testApp.ts";

/** DESIGN: editors use everything under /api/admin but users and settings. */
/** Staff-only prefixes: the admin API and the upload routes (issue 9). */
const staffPrefixes = ["/api/admin", "/api/objects", "/api/media"];
const staffRoutes = (app: FastifyInstance) => staffPrefixes.flatMap((prefix) => routesUnder(app, prefix));

const adminOnly = (url: string) => /^\/api\/admin\/(users|settings)(\/|$)/.test(url);

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

describeEachDatabase("role matrix over every staff route (/api/admin, /api/objects, /api/media)", (t) => {
  it("finds the admin routes by itself", () => {
    const urls = staffRoutes(t.app).map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        "GET /api/admin/users",
        "POST /api/admin/users",
        "PUT /api/admin/users/:id",
        "DELETE /api/admin/users/:id",
        "GET /api/admin/settings",
        "PUT /api/admin/settings",
        "GET /api/admin/analytics",
        "POST /api/admin/upload",
        "GET /api/admin/media",
        "DELETE /api/admin/media/:id",
        "POST /api/objects/upload",
        "PUT /api/objects/upload/:token",
        "POST /api/media/finalize",
      ]),
    );
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
    for (const route of staffRoutes(t.app)) {
      for (const [role, cookie] of Object.entries(clients)) {
        const response = await call(t.app, route, cookie);
        const status = response.statusCode;
        const label = `${role} ${route.method} ${route.url} → ${status}`;
        if (status >= 500) problems.push(`${label} (server error)`);
        if (response.headers["content-type"]?.toString().startsWith("application/json") !== true) {
          problems.push(`${label} (not JSON)`);
        }
        const expected =
          role === "anonymous"
            ? 401
            : role === "customer" || (role === "editor" && adminOnly(route.url))
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
    for (const route of staffRoutes(t.app).filter((r) => r.method === "GET")) {
      expect((await call(t.app, route, null, "HEAD")).statusCode, route.url).toBe(401);
    }
  });

  it("refuses a signed-out caller with 401 before reading the body", async () => {
    // Without the guard running first, an invalid body would answer 400 and reveal the schema.
    const response = await t.anon.post("/api/admin/users", "{not json", {
      "content-type": "application/json",
    });
    expect(response.statusCode).toBe(401);
  });
});
