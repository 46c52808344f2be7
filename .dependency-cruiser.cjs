/**
 * The import rules of the layers (docs/ARCHITECTURE.md). From the bottom up:
 * shared/ (both sides, plain TypeScript) <- server/lib/ (pure helpers) <- server/platform/
 * (database, bus, cluster, storage, HTTP plumbing) <- server/features/* <- server/app/, seed/,
 * backup/ and server/index.ts (wiring). A layer imports only from the layers below it, and no
 * import circle exists anywhere: a module's types live in the module that owns them.
 * In the client, client/ui/ (both bundles) sits below client/public/ and client/admin/; the public
 * bundle never reaches the admin portal.
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle: move the shared type or helper to the module that owns it.",
      from: { path: "^(server|client|shared)/" },
      to: { circular: true },
    },
    {
      name: "lib-imports-only-lib",
      severity: "error",
      comment: "server/lib holds pure helpers: they import only each other and shared/.",
      from: { path: "^server/lib/" },
      to: { path: "^server/", pathNot: "^server/lib/" },
    },
    {
      name: "platform-not-up",
      severity: "error",
      comment: "server/platform is below the features: it imports only lib/, shared/ and itself.",
      from: { path: "^server/platform/" },
      to: { path: "^server/", pathNot: "^server/(platform|lib)/" },
    },
    {
      name: "features-not-up",
      severity: "error",
      comment:
        "Features do not reach the wiring above them (app/, seed/, backup/, index.ts); their tests may build the whole app.",
      from: { path: "^server/features/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^server/(app|seed|backup|cli)/|^server/index\\.ts$" },
    },
    {
      name: "shared-imports-only-shared",
      severity: "error",
      comment: "shared/ runs on both sides: it imports neither server/ nor client/.",
      from: { path: "^shared/" },
      to: { path: "^(server|client)/" },
    },
    {
      name: "client-not-server",
      severity: "error",
      from: { path: "^client/" },
      to: { path: "^server/" },
    },
    {
      name: "ui-not-up",
      severity: "error",
      comment: "client/ui is the design system both bundles use: it imports neither bundle.",
      from: { path: "^client/ui/" },
      to: { path: "^client/(public|admin)/" },
    },
    {
      name: "public-not-admin",
      severity: "error",
      comment: "Public pages never load admin code.",
      from: { path: "^client/public/" },
      to: { path: "^client/admin/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
  },
};
