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
    reporters: process.env.CI ? ["default", "junit"] : ["default"],
    outputFile: { junit: "test-results/vitest.xml" },
  },
});
