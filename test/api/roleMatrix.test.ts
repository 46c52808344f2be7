import { expect, it } from "vitest";
import type { RegisteredRoute } from "../../server/plugins/routeRegistry.ts";
import { fillParams, routesUnder } from "../support/routeWalk.ts";
import { describeEachDatabase, type TestClient } from "../support/testApp.ts";

/** DESIGN: editors use everything under /api/admin but users and settings. */
const adminOnly = (url: string) => /^\/api\/admin\/(users|settings)(\/|$)/.test(url);

function call(client: TestClient, route: RegisteredRoute) {
  const url = fillParams(route);
  switch (route.method) {
    case "GET":
      return client.get(url);
    case "DELETE":
      return client.delete(url);
    case "POST":
      return client.post(url, {});
    case "PUT":
      return client.put(url, {});
    default:
      throw new Error(`the role matrix does not know ${route.method} (${route.url})`);
  }
}

describeEachDatabase("role matrix over every /api/admin route", (t) => {
  it("finds the admin routes by itself", () => {
    const urls = routesUnder(t.app, "/api/admin").map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        "GET /api/admin/users",
        "POST /api/admin/users",
        "PUT /api/admin/users/:id",
        "DELETE /api/admin/users/:id",
        "GET /api/admin/settings",
        "PUT /api/admin/settings",
        "GET /api/admin/analytics",
      ]),
    );
  });

  it("answers 401 signed out, 403 to customers, editors by the rules, and admins everywhere", async () => {
    const clients = {
      anonymous: t.anon,
      customer: await t.as("customer"),
      editor: await t.as("editor"),
      admin: await t.as("admin"),
    };
    const problems: string[] = [];
    for (const route of routesUnder(t.app, "/api/admin")) {
      for (const [role, client] of Object.entries(clients)) {
        const response = await call(client, route);
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

  it("refuses a signed-out caller with 401 before reading the body", async () => {
    // Without the guard running first, an invalid body would answer 400 and reveal the schema.
    const response = await t.anon.post("/api/admin/users", "{not json", {
      "content-type": "application/json",
    });
    expect(response.statusCode).toBe(401);
  });
});
