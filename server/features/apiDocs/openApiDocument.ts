import { z } from "zod";
import type { DocumentedRoute } from "./documentedRoutes.ts";

type JsonObject = Record<string, unknown>;

const statusText: Record<string, string> = {
  "200": "OK",
  "201": "Created",
  "204": "No content",
  "301": "Moved permanently (an old slug)",
  "400": "Invalid input",
  "401": "Not signed in, or an unknown, revoked or expired API token",
  "403": "Not allowed for this user or token",
  "404": "Not found",
  "409": "Conflict",
  "413": "Body too large",
  "415": "Not UTF-8 JSON",
  "429": "Rate limited",
};

/** A zod schema as a JSON Schema (2020-12, which OpenAPI 3.1 uses), or undefined for anything else. */
function jsonSchemaOf(schema: unknown, io: "input" | "output"): JsonObject | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  }) as JsonObject;
  return json;
}

function parametersOf(schema: unknown, where: "path" | "query"): JsonObject[] {
  const json = jsonSchemaOf(schema, "input");
  const properties = (json?.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((json?.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    schema: property,
  }));
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join("");
}

/** The group a route is listed under: its resource (articles, categories, tokens…). */
function tagOf(url: string): string {
  const parts = url.replace(/^\/api\//, "").split("/");
  if (parts[0] === "admin" || parts[0] === "public") return `${parts[0]}/${parts[1]?.split(".")[0] ?? ""}`;
  return parts[0]?.split(".")[0] ?? "api";
}

/**
 * Who may call it: staff routes take the session cookie or an API token (only under
 * /api/admin); admin routes, the cookie only (no token manages users, settings or tokens).
 */
function securityOf(route: DocumentedRoute): JsonObject[] {
  if (route.audience === "anyone") return [];
  if (route.audience === "staff" && route.url.startsWith("/api/admin/")) {
    return [{ sessionCookie: [] }, { bearerToken: [] }];
  }
  return [{ sessionCookie: [] }];
}

function operationOf(route: DocumentedRoute): JsonObject {
  const { params, querystring, body, response } = route.schema;
  const parameters = [...parametersOf(params, "path"), ...parametersOf(querystring, "query")];
  for (const name of route.url.matchAll(/:(\w+)/g)) {
    if (!parameters.some((parameter) => parameter.name === name[1] && parameter.in === "path")) {
      parameters.push({ name: name[1], in: "path", required: true, schema: { type: "string" } });
    }
  }
  const responses: JsonObject = {};
  for (const [status, schema] of Object.entries(response ?? {})) {
    const json = jsonSchemaOf(schema, "output");
    responses[status] = {
      description: statusText[status] ?? `Status ${status}`,
      ...(json ? { content: { "application/json": { schema: json } } } : {}),
    };
  }
  if (Object.keys(responses).length === 0) responses["200"] = { description: "OK" };
  const requestBody = jsonSchemaOf(body, "input");
  const audience =
    route.audience === "admin"
      ? "Admins (session only)"
      : route.audience === "staff"
        ? "Admins and editors"
        : "Anyone";
  return {
    operationId: operationId(route.method, route.url),
    summary: `${route.method} ${route.url}`,
    description: `Who: ${audience}.`,
    tags: [tagOf(route.url)],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody
      ? { requestBody: { required: true, content: { "application/json": { schema: requestBody } } } }
      : {}),
    responses,
    security: securityOf(route),
  };
}

/** The OpenAPI 3.1 description of every documented route. */
export function openApiDocument(
  routes: DocumentedRoute[],
  info: { version: string; serverUrl?: string },
): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of [...routes].sort((a, b) => a.url.localeCompare(b.url))) {
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operationOf(route);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Cairn API",
      version: info.version,
      description:
        'The help center\'s JSON API. Errors are always {"error":{"code","message"}}. Staff routes ' +
        "take the session cookie (state-changing calls must come from the site's own origin) or, under " +
        "/api/admin, an API token as `Authorization: Bearer <token>`.",
    },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    paths,
    components: {
      securitySchemes: {
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "cairn_session",
          description: "Set by POST /api/login (named __Host-cairn_session behind https).",
        },
        bearerToken: {
          type: "http",
          scheme: "bearer",
          description:
            "An API token from the API tokens screen: read (GET only) or write (an editor's rights).",
        },
      },
    },
  };
}
