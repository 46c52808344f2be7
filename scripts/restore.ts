// npm run restore [-- --unsigned] FILE — puts a backup from `npm run backup` into the configured
// database, which must be empty (a new PostgreSQL database, or no SQLite file yet), and restores
// the uploads. The backup's signature is checked with BACKUP_KEY (else SESSION_SECRET) unless
// --unsigned is given.
import path from "node:path";
import { restoreBackup } from "../server/backup/backupArchive.ts";
import { loadConfig } from "../server/platform/config.ts";
import { backupTargetOf } from "./support/backupTarget.ts";

const args = process.argv.slice(2);
const allowUnsigned = args.includes("--unsigned");
const file = args.find((arg) => !arg.startsWith("--"));
if (!file) {
  console.error("Usage: npm run restore [-- --unsigned] FILE");
  process.exit(2);
}
const config = loadConfig();
try {
  const manifest = await restoreBackup(backupTargetOf(config), path.resolve(file), {
    signingKey: config.backupKey,
    allowUnsigned,
  });
  console.log(
    `Restored the ${manifest.dialect} backup of ${manifest.createdAt}. Start Cairn to migrate it to this version.`,
  );
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
