// A production-build server on a fresh temporary SQLite database, for the page benchmark and the
// Lighthouse audit: the demo help center (SITE_CONTENT=demo, the default) or the browser suite's
// (SITE_CONTENT=fixture), with the suite's admin and editor accounts; PAGE_CACHE_MB=0 renders every
// page afresh. Prints "ready {url}" when listening.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedE2eContent } from "../../e2e/support/fixture.ts";
import { seedStaffUsers } from "../../e2e/support/staffUsers.ts";
import { buildApp } from "../../server/app/buildApp.ts";
import { testConfig } from "../../server/platform/config.ts";
import { seedDemo } from "../../server/seed/seedDemo.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-site-"));
const pageCacheMb = process.env.PAGE_CACHE_MB === undefined ? 64 : Number(process.env.PAGE_CACHE_MB);
const app = await buildApp({
  config: testConfig({
    dataDir,
    host: "localhost",
    port: 0,
    logLevel: "warn",
    pageCacheBytes: pageCacheMb * 1024 * 1024,
    publicRateLimitPerMinute: 1_000_000_000,
  }),
});
if (process.env.SITE_CONTENT === "fixture") {
  await seedE2eContent(app.ctx);
} else {
  await seedDemo(app.ctx);
}
// The browser suite's staff accounts, so the audit can sign in to the admin portal.
await seedStaffUsers(app.ctx);
await app.listen({ host: "localhost", port: Number(process.env.PORT ?? 0) });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : 0;
process.stdout.write(`ready http://localhost:${port}\n`);

const stop = async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
