import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "shared/**/*.test.ts",
      "scripts/**/*.test.ts",
      "server/**/*.test.ts",
      "client/**/*.test.{ts,tsx}",
      "test/**/*.test.ts",
    ],
    environment: "node",
    // One migrated database of each kind per run, which the suites' databases are copies of.
    globalSetup: ["test/support/migratedTemplates.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Test files share their worker's modules instead of loading the server's ~800 again for
    // each of 140 files (the unit and API suite on SQLite: 323 s isolated, 107 s shared). This
    // holds because no test keeps state in a module: each file builds its own app on its own
    // database, and nothing stubs modules or the environment. `npm run test:shuffled` runs the
    // files in another order, which is how a test that leans on another's leftovers shows.
    isolate: false,
    reporters: process.env.CI ? ["default", "junit"] : ["default"],
    outputFile: { junit: "test-results/vitest.xml" },
  },
});
