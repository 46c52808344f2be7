import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const reactRouterProduction = fileURLToPath(
  new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

/**
 * Client build: the public bundle (client/entryClient.tsx). A future admin bundle gets its own
 * entry here, so that public pages never load admin or editor code. The SSR build
 * (`vite build --ssr client/entryServer.tsx --outDir dist/server`) reuses this config.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  // On Node, react-router's package exports only its development build (extra checks on every
  // render); server rendering takes its production build, as the browser bundle does.
  resolve: isSsrBuild ? { alias: { "react-router": reactRouterProduction } } : {},
  publicDir: false,
  build: isSsrBuild
    ? { outDir: "dist/server", emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: "dist/client",
        emptyOutDir: true,
        manifest: true,
        cssCodeSplit: true,
        rolldownOptions: { input: { public: "client/entryClient.tsx" } },
      },
}));
