import { defineConfig } from "vitest/config";

/**
 * npm run test:cluster: real Cairn processes on one PostgreSQL (TEST_DATABASE_URL, default the
 * local server) and a private redis-server (test/cluster/*.cluster.ts).
 */
export default defineConfig({
  test: {
    include: ["test/cluster/**/*.cluster.ts"],
    environment: "node",
    env: {
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    reporters: ["default", "json"],
    outputFile: { json: "test-results/cluster.json" },
  },
});
