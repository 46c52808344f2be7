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
    // Every wait in a test is for something a person would see (a row, a toast, focus); these
    // limits only say how long to wait for it. The machine running the suite may be shared and
    // busy (several browsers at once): a second is too short for a server round trip there, and
    // a long test can take minutes. A wrong result still fails, it just fails later.
    testTimeout: 120_000,
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 90_000,
    pool: "forks",
    // Spec files share their worker's modules, as the unit suite's files do: each file builds its
    // own app on its own database and launches its own browser, and nothing keeps state in a
    // module, so loading the server's ~800 modules again for every file (about a third of the
    // suite's time) buys nothing.
    isolate: false,
    maxWorkers: 2,
    fileParallelism: true,
    reporters: ["default", "json"],
    outputFile: { json: "test-results/e2e.json" },
  },
});
