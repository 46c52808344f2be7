import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { copyRegularFiles, regularFilesUnder, sha256OfFile } from "./archiveFiles.ts";
import { backupSignatureMatches, signBackup } from "./backupSignature.ts";
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
  /** SHA-256 of every other file in the archive, by its path in the archive. */
  files: Record<string, string>;
  /** HMAC-SHA256 of the above under the backup key; absent when none was configured. */
  signature?: string;
}

export interface BackupTarget extends DatabaseLocation {
  /** Uploaded files on local disk (DATA_DIR/uploads); taken when the folder exists. */
  uploadsDir: string;
}

export interface BackupKeyOptions {
  /** The key that signs backups and checks them at restore (BACKUP_KEY, else SESSION_SECRET). */
  signingKey?: string | undefined;
  /** Restore an archive without a signature (`npm run restore -- --unsigned FILE`). */
  allowUnsigned?: boolean;
}

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "cairn-backup-"));
}

/**
 * Writes one .tar.gz holding a consistent database dump, the uploaded files and a manifest
 * listing every file's hash, signed with the backup key, while Cairn keeps serving. The archive
 * is readable by its owner alone and written beside `file` and renamed into place, so a failed
 * backup never leaves a half-written file under the final name.
 */
export async function createBackup(
  target: BackupTarget,
  file: string,
  options: BackupKeyOptions = {},
): Promise<Manifest> {
  const staging = tempDir();
  try {
    const dialect = dialectOf(target);
    await dumpDatabase(target, path.join(staging, dumpFileName(dialect)));
    const uploads = fs.existsSync(target.uploadsDir);
    // Files are only ever added under uploads, so copying after the dump keeps every file a row
    // names. Only regular files are taken: a link in uploads is never followed into the archive.
    if (uploads) copyUploadsForBackup(target.uploadsDir, path.join(staging, UPLOADS));
    const files = Object.fromEntries(
      regularFilesUnder(staging).map((name) => [name, sha256OfFile(path.join(staging, ...name.split("/")))]),
    );
    const content = { format: 1 as const, dialect, createdAt: new Date().toISOString(), uploads, files };
    const manifest: Manifest = options.signingKey
      ? { ...content, signature: signBackup(options.signingKey, content) }
      : content;
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    fs.closeSync(fs.openSync(partial, "w", 0o600));
    await run("tar", ["-czf", partial, "-C", staging, "."]);
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, file);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** The regular files of the uploads folder (links and anything else are left out). */
function copyUploadsForBackup(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  const walk = (folder: string, into: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const source = path.join(folder, entry.name);
      const destination = path.join(into, entry.name);
      if (entry.isDirectory()) {
        fs.mkdirSync(destination);
        walk(source, destination);
      } else if (entry.isFile()) {
        fs.copyFileSync(source, destination);
      }
    }
  };
  walk(from, to);
}

function readManifest(staging: string, file: string): Manifest {
  const manifestFile = path.join(staging, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new Error(`${file} is not a Cairn backup (no ${MANIFEST}).`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Partial<Manifest>;
  if (manifest.format !== 1 || typeof manifest.files !== "object" || manifest.files === null)
    throw new Error(`${file} is not a Cairn backup this version can read.`);
  return manifest as Manifest;
}

/**
 * The archive is what `npm run backup` wrote with this key: the signature matches, and the files
 * are exactly those the manifest lists, each with its hash.
 */
function verifyArchive(staging: string, manifest: Manifest, options: BackupKeyOptions): void {
  if (manifest.signature === undefined) {
    if (!options.allowUnsigned)
      throw new Error(
        "The backup is not signed. Restore it only if you made it yourself: npm run restore -- --unsigned FILE.",
      );
  } else if (!options.allowUnsigned) {
    if (!options.signingKey)
      throw new Error(
        "The backup is signed: set BACKUP_KEY (or SESSION_SECRET) to the key it was made with.",
      );
    const { signature, ...content } = manifest;
    if (!backupSignatureMatches(options.signingKey, content, signature))
      throw new Error(
        "The backup's signature does not match this key: it was changed, or made with another key.",
      );
  }
  const present = regularFilesUnder(staging).filter((name) => name !== MANIFEST);
  const listed = Object.keys(manifest.files).sort();
  if (present.join("\n") !== listed.join("\n"))
    throw new Error("The backup holds files its manifest does not list (or lacks some it lists): refused.");
  for (const name of present) {
    if (sha256OfFile(path.join(staging, ...name.split("/"))) !== manifest.files[name])
      throw new Error(`${name} in the backup does not match its manifest: refused.`);
  }
}

/**
 * Puts a backup back: the database into an empty one of the same kind, and the uploaded files.
 * Only regular files and folders are taken from the archive, with owner-only modes; a database
 * whose schema holds anything the migrations do not define is refused.
 */
export async function restoreBackup(
  target: BackupTarget,
  file: string,
  options: BackupKeyOptions = {},
): Promise<Manifest> {
  const staging = tempDir();
  try {
    await run("tar", ["-xzf", file, "-C", staging, "--no-same-owner", "--no-same-permissions"]);
    // Refuses links, devices and pipes before anything is read through them.
    regularFilesUnder(staging);
    const manifest = readManifest(staging, file);
    verifyArchive(staging, manifest, options);
    const dialect = dialectOf(target);
    if (manifest.dialect !== dialect)
      throw new Error(`The backup is of a ${manifest.dialect} database; the target is ${dialect}.`);
    await loadDatabaseDump(target, path.join(staging, dumpFileName(dialect)));
    if (manifest.uploads && fs.existsSync(path.join(staging, UPLOADS)))
      copyRegularFiles(path.join(staging, UPLOADS), target.uploadsDir);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
