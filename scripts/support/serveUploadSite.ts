// A server for the upload benchmark: empty temporary SQLite database and local upload folder,
// one admin (BENCH_EMAIL / BENCH_PASSWORD), no upload rate limit. Prints "ready {url}".
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../server/app/buildApp.ts";
import { hashPassword } from "../../server/features/auth/passwords.ts";
import { testConfig } from "../../server/platform/config.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-upload-bench-"));
const app = await buildApp({
  config: testConfig({
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    uploadRateLimitPerMinute: 1_000_000,
    logLevel: "warn",
  }),
});
const now = new Date().toISOString();
await app.ctx.db
  .insertInto("users")
  .values({
    email: process.env.BENCH_EMAIL ?? "bench@example.com",
    passwordHash: await hashPassword(process.env.BENCH_PASSWORD ?? "bench-password"),
    role: "admin",
    mustChangePassword: 0,
    createdAt: now,
    updatedAt: now,
    lastLoginAt: null,
  })
  .execute();
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : 0;
process.stdout.write(`ready http://127.0.0.1:${port}\n`);

const stop = async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
