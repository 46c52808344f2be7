import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { projectRoot } from "../../platform/paths.ts";
import { openApiDocument } from "./openApiDocument.ts";

/** The reference renderer, served from our own origin so the page's script-src 'self' holds. */
const RENDERER_FILE = path.join(projectRoot, "node_modules", "redoc", "bundles", "redoc.standalone.js");
const RENDERER_URL = "/api/docs/redoc.standalone.js";

/**
 * The renderer's footer loads its maker's logo from their CDN: the page asks nothing of a third
 * party (no visitor's address handed out, no failed load offline), so a blank image stands in.
 */
const THIRD_PARTY_LOGO = "https://cdn.redoc.ly/redoc/logo-mini.svg";
const BLANK_IMAGE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";

const describedOpenly = "The API's description is public: it names routes and shapes, never data.";

// Search runs in a blob: worker, which the page policy (worker-src falls back to script-src
// 'self') refuses; the sidebar lists every route, so the page goes without it.
const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Cairn API reference</title>
<link rel="icon" href="data:,">
<style>body{margin:0}</style>
</head>
<body>
<redoc spec-url="/api/openapi.json" disable-search hide-hostname></redoc>
<script src="${RENDERER_URL}"></script>
</body>
</html>
`;

function packageVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")) as {
    version?: string;
  };
  return pkg.version ?? "0.0.0";
}

/**
 * GET /api/openapi.json: the OpenAPI 3.1 description made from the routes' own zod schemas;
 * GET /api/docs: a reference page rendering it (Redoc, from this server).
 */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  let document: unknown;
  let renderer: { plain: Buffer; gzipped: Buffer } | undefined;

  app.get("/api/openapi.json", { config: { guardExemption: describedOpenly } }, async (_request, reply) => {
    // Built on first use, when every route has been registered.
    document ??= openApiDocument(app.documentedRoutes, {
      version: packageVersion(),
      ...(app.ctx.config.publicUrl ? { serverUrl: app.ctx.config.publicUrl } : {}),
    });
    return reply.header("cache-control", "public, max-age=300").send(document);
  });

  app.get("/api/docs", { config: { guardExemption: describedOpenly } }, async (_request, reply) =>
    reply.type("text/html; charset=utf-8").header("cache-control", "public, max-age=300").send(docsPage),
  );

  app.get(RENDERER_URL, { config: { guardExemption: describedOpenly } }, async (request, reply) => {
    if (!renderer) {
      const source = await fs.promises.readFile(RENDERER_FILE, "utf8");
      const plain = Buffer.from(source.replaceAll(THIRD_PARTY_LOGO, BLANK_IMAGE));
      renderer = { plain, gzipped: gzipSync(plain, { level: 9 }) };
    }
    reply
      .type("text/javascript; charset=utf-8")
      .header("cache-control", "public, max-age=86400")
      .header("vary", "accept-encoding");
    if (/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
      return reply.header("content-encoding", "gzip").send(renderer.gzipped);
    }
    return reply.send(renderer.plain);
  });
}
