import { buildApp } from "./app/buildApp.ts";
import { startScheduledJobs } from "./app/scheduledJobs.ts";
import { ensureFirstAdmin } from "./features/users/firstAdmin.ts";
import { TEMPORARY_PASSWORD_DAYS } from "./features/users/temporaryPassword.ts";
import { startWebhookDispatcher } from "./features/webhooks/webhookDispatcher.ts";
import { nodeEndOfLifeWarning } from "./lib/nodeEndOfLife.ts";
import { loadConfig } from "./platform/config.ts";
import { seedDemoIfEmpty } from "./seed/seedDemo.ts";

/** Starts Cairn: migrate, first admin, demo content, listen; shuts down gracefully on signals. */
async function main(): Promise<void> {
  // Once, at start, on the console: an operator reads it there, before the JSON log begins.
  const endOfLife = nodeEndOfLifeWarning(process.versions.node, new Date());
  if (endOfLife) process.stderr.write(`\n  ${endOfLife}\n\n`);
  const config = loadConfig();
  const app = await buildApp({ config });

  const admin = await ensureFirstAdmin(app.ctx, config);
  if (admin?.generatedPassword) {
    // Printed once, on the console only: it never enters the JSON log.
    process.stdout.write(
      `\n  First admin created: ${admin.email}\n  Password (shown only this once): ${admin.generatedPassword}\n` +
        `  Sign in within ${TEMPORARY_PASSWORD_DAYS} days and choose your own; after that it expires (npm run reset-password).\n\n`,
    );
  } else if (admin) {
    app.log.info({ email: admin.email }, "first admin created from ADMIN_EMAIL/ADMIN_PASSWORD");
  }
  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty(app.ctx);
    if (seeded) app.log.info(seeded, "demo help center created");
  }
  // Once per period across every instance sharing the database, whichever claims it first.
  const stopJobs = startScheduledJobs(app.ctx, app.log);
  app.addHook("onClose", stopJobs);
  // Webhook deliveries: each taken by one instance, whichever claims it first.
  const stopWebhooks = startWebhookDispatcher(app.ctx, app.log);
  app.addHook("onClose", stopWebhooks);

  await app.listen({ port: config.port, host: config.host });
  app.server.headersTimeout = 20_000;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    // In-flight requests get SHUTDOWN_TIMEOUT_MS to finish; then the process ends regardless.
    const force = setTimeout(() => {
      app.log.error("shutdown timed out; exiting");
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  process.stderr.write(`Cairn failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
