import type { FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import { buildApp } from "../../server/app/buildApp.ts";
import { type AppConfig, testConfig } from "../../server/platform/config.ts";
import type { DatabaseHandle } from "../../server/platform/db/database.ts";
import type { DialectName } from "../../server/platform/db/dialects/dialect.ts";
import { createMigratedTestDatabase } from "./testDatabases.ts";

/**
 * An app on a fresh database that a test may extend before it is ready (extra routes that
 * throw, a log stream). `close` closes the app and drops the database.
 */
export async function buildCustomApp(
  dialect: DialectName,
  options: {
    config?: Partial<AppConfig>;
    logStream?: DestinationStream;
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<{ app: FastifyInstance; handle: DatabaseHandle; close: () => Promise<void> }> {
  const database = await createMigratedTestDatabase(dialect);
  const app = await buildApp({
    config: testConfig(options.config),
    database: database.handle,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  }).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  try {
    options.extend?.(app);
    await app.ready();
  } catch (error) {
    // An app that refuses to start (the tests of start-up checks) leaves no database behind.
    await app.close();
    await database.drop();
    throw error;
  }
  return {
    app,
    handle: database.handle,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
