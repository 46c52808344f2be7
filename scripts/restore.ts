// npm run restore FILE — puts a backup from `npm run backup` into the configured database, which
// must be empty (a new PostgreSQL database, or no SQLite file yet), and restores the uploads.
import path from "node:path";
import { restoreBackup } from "../server/backup/backupArchive.ts";
import { loadConfig } from "../server/platform/config.ts";
import { backupTargetOf } from "./support/backupTarget.ts";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run restore FILE");
  process.exit(2);
}
const config = loadConfig();
try {
  const manifest = await restoreBackup(backupTargetOf(config), path.resolve(file));
  console.log(
    `Restored the ${manifest.dialect} backup of ${manifest.createdAt}. Start Cairn to migrate it to this version.`,
  );
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
