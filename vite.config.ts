import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * Client build: two entries, the public bundle (client/entryClient.tsx) and the admin portal
 * (client/admin/entryAdmin.tsx), so that public pages never load admin or editor code; the
 * editor's chunk is split further by a lazy import in the admin router. The SSR build
 * (`vite build --ssr client/entryServer.tsx --outDir dist/server`) reuses this config.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  // In the browser, "zod" is zod with its eval-based compiler off (see client/zodJitless.ts).
  resolve: isSsrBuild
    ? {}
    : { alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, "client/zodJitless.ts") }] },
  publicDir: false,
  build: isSsrBuild
    ? { outDir: "dist/server", emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: "dist/client",
        emptyOutDir: true,
        manifest: true,
        cssCodeSplit: true,
        rolldownOptions: {
          input: { public: "client/entryClient.tsx", admin: "client/admin/entryAdmin.tsx" },
        },
      },
}));
