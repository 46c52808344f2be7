import path from "node:path";
import type { BackupTarget } from "../../server/backup/backupArchive.ts";
import type { AppConfig } from "../../server/platform/config.ts";

/** The database and uploads folder the configuration names (DATABASE_URL, else DATA_DIR). */
export function backupTargetOf(config: AppConfig): BackupTarget {
  return {
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, "cairn.sqlite"),
    uploadsDir: path.join(config.dataDir, "uploads"),
  };
}
