import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../test/support/testApp.ts";
import { apiTokenContextOn } from "../audit/apiTokenActor.ts";

/**
 * Each route's hooks by name, read from Fastify's route tree (`printRoutes`): the lines of a
 * route are its address part (under its parent's), its method, then its hooks.
 */
function hooksByRoute(tree: string): Map<string, string[]> {
  const routes = new Map<string, string[]>();
  const pathAtDepth: string[] = [];
  let current: string[] = [];
  for (const line of tree.split("\n")) {
    const route = /^((?:[│ ] {3})*)(├── |└── )?(.+) \(([A-Z, ]+)\)$/.exec(line);
    if (route) {
      const depth = (route[1] ?? "").length / 4;
      let path: string;
      if (route[2]) {
        path = `${depth === 0 ? "" : pathAtDepth[depth - 1]}${route[3]}`;
        pathAtDepth[depth] = path;
      } else {
        path = pathAtDepth[depth - 1] ?? "";
      }
      current = [];
      for (const method of (route[4] ?? "").split(", ")) routes.set(`${method} ${path}`, current);
      continue;
    }
    const hooks = /• \((\w+)\) (\[.*\])$/.exec(line);
    if (hooks) {
      for (const name of JSON.parse(hooks[2] ?? "[]") as string[]) current.push(`${hooks[1]}:${name}`);
    }
  }
  return routes;
}

const tokenHooks = [
  "onRequest:bearerTokenAuth()",
  "preValidation:bearerTokenActor()",
  "onResponse:bearerTokenAnswered()",
];

describeEachDatabase("API token hooks", (t) => {
  it("run on the admin API's routes alone, before their guards: pages and the public API never run them", () => {
    const routes = hooksByRoute(t.app.printRoutes({ includeHooks: true, commonPrefix: false }));
    for (const address of [
      "GET /",
      "GET /a/:slug",
      "GET /c/:slug",
      "GET /api/public/categories",
      "POST /api/login",
    ]) {
      const hooks = routes.get(address);
      expect(hooks, address).toBeDefined();
      for (const hook of tokenHooks) expect(hooks, address).not.toContain(hook);
    }
    const adminRoutes = [...routes].filter(([address]) => / \/api\/admin\//.test(address));
    expect(adminRoutes.length).toBeGreaterThan(50);
    for (const [address, hooks] of adminRoutes) {
      for (const hook of tokenHooks) expect(hooks, address).toContain(hook);
      const guard = hooks.findIndex((hook) => /^onRequest:require(Staff|Admin)\(\)$/.test(hook));
      expect(guard, address).toBeGreaterThan(hooks.indexOf("onRequest:bearerTokenAuth()"));
    }
  });

  it("keep the audit's token context on only while a token call is under way", async () => {
    const admin = await t.as("admin");
    const created = await admin.post("/api/admin/tokens", { name: "context script", scope: "write" });
    const { token } = created.json() as { token: string };
    expect((await t.anon.get("/")).statusCode).toBe(200);
    expect(apiTokenContextOn()).toBe(false);
    const call = await t.app.inject({
      method: "POST",
      url: "/api/admin/categories",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: JSON.stringify({ name: "Context category", slug: `context-category-${Date.now()}` }),
    });
    expect(call.statusCode).toBe(201);
    expect(apiTokenContextOn()).toBe(false);
    // The write still names the token it was made with.
    const entry = await t.db
      .selectFrom("auditLog")
      .select(["viaTokenName"])
      .where("action", "=", "category.create")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(entry.viaTokenName).toBe("context script");
  });
});
