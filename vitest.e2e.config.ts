import { defineConfig } from "vitest/config";

/**
 * Browser tests (e2e/*.spec.ts): Chromium from Debian driven by playwright-core against the
 * production build (`npm run build` first). Each spec file starts its own server and database.
 */
export default defineConfig({
  test: {
    include: ["e2e/**/*.spec.ts"],
    environment: "node",
    env: { CAIRN_E2E: "1" },
    globalSetup: ["e2e/support/globalSetup.ts"],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    pool: "forks",
    maxWorkers: 2,
    fileParallelism: true,
    reporters: ["default", "json"],
    outputFile: { json: "test-results/e2e.json" },
  },
});
