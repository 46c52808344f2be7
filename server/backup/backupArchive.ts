import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  type DatabaseLocation,
  dialectOf,
  dumpDatabase,
  dumpFileName,
  loadDatabaseDump,
} from "./databaseDump.ts";

const run = promisify(execFile);
const MANIFEST = "cairn-backup.json";
const UPLOADS = "uploads";

interface Manifest {
  format: 1;
  dialect: "sqlite" | "postgres";
  createdAt: string;
  uploads: boolean;
}

export interface BackupTarget extends DatabaseLocation {
  /** Uploaded files on local disk (DATA_DIR/uploads); taken when the folder exists. */
  uploadsDir: string;
}

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "cairn-backup-"));
}

/**
 * Writes one .tar.gz holding a consistent database dump, the uploaded files and a manifest,
 * while Cairn keeps serving. The archive is written beside `file` and renamed into place, so a
 * failed backup never leaves a half-written file under the final name.
 */
export async function createBackup(target: BackupTarget, file: string): Promise<Manifest> {
  const staging = tempDir();
  try {
    const dialect = dialectOf(target);
    await dumpDatabase(target, path.join(staging, dumpFileName(dialect)));
    const uploads = fs.existsSync(target.uploadsDir);
    // Files are only ever added under uploads, so copying after the dump keeps every file a row names.
    if (uploads) fs.cpSync(target.uploadsDir, path.join(staging, UPLOADS), { recursive: true });
    const manifest: Manifest = { format: 1, dialect, createdAt: new Date().toISOString(), uploads };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${file}.partial`;
    await run("tar", ["-czf", partial, "-C", staging, "."]);
    fs.renameSync(partial, file);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Puts a backup back: the database into an empty one of the same kind, and the uploaded files. */
export async function restoreBackup(target: BackupTarget, file: string): Promise<Manifest> {
  const staging = tempDir();
  try {
    await run("tar", ["-xzf", file, "-C", staging]);
    const manifestFile = path.join(staging, MANIFEST);
    if (!fs.existsSync(manifestFile)) throw new Error(`${file} is not a Cairn backup (no ${MANIFEST}).`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest;
    const dialect = dialectOf(target);
    if (manifest.dialect !== dialect)
      throw new Error(`The backup is of a ${manifest.dialect} database; the target is ${dialect}.`);
    await loadDatabaseDump(target, path.join(staging, dumpFileName(dialect)));
    if (manifest.uploads) {
      fs.mkdirSync(target.uploadsDir, { recursive: true });
      fs.cpSync(path.join(staging, UPLOADS), target.uploadsDir, { recursive: true, force: false });
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
