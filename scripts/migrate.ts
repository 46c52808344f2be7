// npm run migrate: brings the configured database's schema up to date and exits.
import { loadConfig } from "../server/platform/config.ts";
import { openDatabase } from "../server/platform/db/database.ts";
import { migrateToLatest } from "../server/platform/db/migrate.ts";

const config = loadConfig();
const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
try {
  await migrateToLatest(handle);
  console.log(`Database is up to date (${handle.dialect.name}).`);
} finally {
  await handle.close();
}
