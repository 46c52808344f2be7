import { Validator } from "@seriousme/openapi-schema-validator";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../test/support/testApp.ts";

type Operation = {
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: {
    content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }>;
  };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security: Record<string, string[]>[];
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

describeEachDatabase("OpenAPI description", (t) => {
  const load = async () => {
    const response = await t.anon.get("/api/openapi.json");
    expect(response.statusCode).toBe(200);
    return response.json() as Document;
  };

  it("is a valid OpenAPI 3.1 document", async () => {
    const document = await load();
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("lists every registered /api route with its method", async () => {
    const document = await load();
    const registered = t.app.registeredRoutes.filter((route) => /^\/api(\/|$)/.test(route.url));
    expect(registered.length).toBeGreaterThan(40);
    const missing = registered
      .filter((route) => !document.paths[route.url.replace(/:(\w+)/g, "{$1}")]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it("describes parameters, bodies, answers, errors and who may call each route", async () => {
    const { paths, components } = await load();
    expect(Object.keys(components.securitySchemes).sort()).toEqual(["bearerToken", "sessionCookie"]);

    const createToken = paths["/api/admin/tokens"]!.post!;
    const body = createToken.requestBody!.content["application/json"]!.schema;
    expect(Object.keys(body.properties ?? {}).sort()).toEqual(["expiresAt", "name", "scope"]);
    expect(body.required).toEqual(expect.arrayContaining(["name", "scope"]));
    expect(Object.keys(createToken.responses)).toEqual(expect.arrayContaining(["201", "400", "401", "403"]));
    // Tokens never manage tokens: admin routes take the session only.
    expect(createToken.security).toEqual([{ sessionCookie: [] }]);

    const updateArticle = paths["/api/admin/articles/{id}"]!.put!;
    expect(updateArticle.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "id", in: "path", required: true })]),
    );
    expect(updateArticle.security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
    expect(updateArticle.responses["409"]?.content?.["application/json"]).toBeDefined();

    const listArticles = paths["/api/admin/articles"]!.get!;
    expect(listArticles.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(["page", "search", "status"]),
    );
    expect(paths["/api/public/search"]!.get!.security).toEqual([]);
  });

  it("serves a reference page whose renderer comes from this server, under the site's policy", async () => {
    const page = await t.anon.get("/api/docs");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual(["/api/docs/redoc.standalone.js"]);
    expect(page.body).not.toMatch(/<script(?![^>]*src=)[^>]*>/);
    const renderer = await t.anon.get("/api/docs/redoc.standalone.js", { "accept-encoding": "gzip" });
    expect(renderer.statusCode).toBe(200);
    expect(renderer.headers["content-type"]).toContain("javascript");
    expect(renderer.headers["content-encoding"]).toBe("gzip");
  });
});
