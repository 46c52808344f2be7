import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const reactRouterProduction = fileURLToPath(
  new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

/**
 * Client build: two entries, the public bundle (client/public/entryClient.tsx) and the admin portal
 * (client/admin/entryAdmin.tsx), so that public pages never load admin or editor code; the
 * editor's chunk is split further by a lazy import in the admin router. The SSR build
 * (`vite build --ssr client/public/entryServer.tsx --outDir dist/server`) reuses this config.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: isSsrBuild
    ? // On Node, react-router's package exports only its development build (extra checks on every
      // render); server rendering takes its production build, as the browser bundle does.
      { alias: { "react-router": reactRouterProduction } }
    : // In the browser, "zod" is zod with its eval-based compiler off (see client/zodJitless.ts).
      { alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, "client/zodJitless.ts") }] },
  // lucide-react's Node entry is its whole icon set as CommonJS (about 45 MB resident); bundled,
  // the server keeps only the icons the public pages draw, as the browser bundle does.
  ssr: { noExternal: ["lucide-react"] },
  publicDir: false,
  build: isSsrBuild
    ? { outDir: "dist/server", emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: "dist/client",
        emptyOutDir: true,
        manifest: true,
        cssCodeSplit: true,
        rolldownOptions: {
          input: { public: "client/public/entryClient.tsx", admin: "client/admin/entryAdmin.tsx" },
        },
      },
}));
