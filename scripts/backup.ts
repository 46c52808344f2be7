// npm run backup [FILE] — a consistent backup of the configured database (SQLite online backup or
// pg_dump) and of DATA_DIR/uploads, as one .tar.gz signed with BACKUP_KEY (else SESSION_SECRET),
// taken while Cairn keeps serving.
import path from "node:path";
import { createBackup } from "../server/backup/backupArchive.ts";
import { loadConfig } from "../server/platform/config.ts";
import { backupTargetOf } from "./support/backupTarget.ts";

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = path.resolve(process.argv[2] ?? path.join(config.dataDir, "backups", `cairn-${stamp}.tar.gz`));
try {
  const manifest = await createBackup(backupTargetOf(config), file, { signingKey: config.backupKey });
  console.log(
    `Backup of the ${manifest.dialect} database${manifest.uploads ? " and uploads" : ""} written to ${file}`,
  );
  if (!manifest.signature)
    console.warn(
      "The backup is not signed: set BACKUP_KEY (32+ characters) so a restore can tell it was not changed.",
    );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
