import fs from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type yauzl from "yauzl";
import { loadOnFirstUse } from "../../lib/loadOnFirstUse.ts";
import { badRequest } from "../../platform/errors.ts";

const loadYauzl = loadOnFirstUse<typeof import("yauzl")>("yauzl");

/** What an archive may hold; anything past these is refused before (or while) it is written. */
export interface ZipLimits {
  maxEntries: number;
  maxFileBytes: number;
  maxTotalBytes: number;
  /** Uncompressed ÷ compressed size above which a large entry is taken for a zip bomb. */
  maxRatio: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 20_000,
  maxFileBytes: 100 * 1024 * 1024,
  maxTotalBytes: 2 * 1024 * 1024 * 1024,
  maxRatio: 100,
};

/** Entries smaller than this are never called bombs: small text compresses very well. */
const RATIO_CHECKED_FROM_BYTES = 1024 * 1024;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

const refused = (message: string) => badRequest(`The archive was refused: ${message}`, "file");

/** The entry's path inside `root`, or null when it would land anywhere else (zip-slip). */
function insidePath(root: string, name: string): string | null {
  if (name.includes("\\") || name.includes("\0") || path.posix.isAbsolute(name) || /^[a-z]:/i.test(name))
    return null;
  if (name.split("/").some((segment) => segment === "..")) return null;
  const target = path.resolve(root, name);
  return target.startsWith(root + path.sep) ? target : null;
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    // Names are checked here, with a clear answer, rather than by the library's own check.
    loadYauzl().open(
      file,
      { lazyEntries: true, autoClose: true, strictFileNames: false, decodeStrings: false },
      (error, zip) => (error || !zip ? reject(refused("it is not a readable .zip file.")) : resolve(zip)),
    );
  });
}

/**
 * Unpacks a .zip into `target` (created; must not exist), refusing the archive as a whole, with
 * a 400 naming the entry, when an entry's path leaves the folder, is a link, or when the entries
 * are too many, too large (each, together, or by compression ratio: a zip bomb). Sizes are
 * counted on the bytes actually unpacked, not only on what the archive declares. On refusal
 * nothing is left behind.
 */
export async function extractZip(
  file: string,
  target: string,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<{ entries: number; bytes: number }> {
  const root = path.resolve(target);
  fs.mkdirSync(root, { recursive: false });
  try {
    return await unpack(file, root, limits);
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

async function unpack(
  file: string,
  root: string,
  limits: ZipLimits,
): Promise<{ entries: number; bytes: number }> {
  const zip = await openZip(file);
  if (zip.entryCount > limits.maxEntries)
    throw refused(`it has ${zip.entryCount} entries; at most ${limits.maxEntries} are accepted.`);
  let entries = 0;
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (error: unknown) => {
        zip.close();
        reject(error);
      };
      zip.on("error", () => fail(refused("it is damaged or not a .zip file.")));
      zip.on("end", () => resolve());
      zip.on("entry", (entry: yauzl.Entry) => {
        handleEntry(zip, entry).then(() => zip.readEntry(), fail);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return { entries, bytes: total };

  async function handleEntry(zipFile: yauzl.ZipFile, entry: yauzl.Entry): Promise<void> {
    const name = (entry.fileName as unknown as Buffer).toString("utf8");
    entries += 1;
    const destination = insidePath(root, name);
    if (!destination) throw refused(`the entry "${name}" would be written outside the import folder.`);
    const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
    if (mode === S_IFLNK) throw refused(`the entry "${name}" is a symbolic link.`);
    if (name.endsWith("/")) {
      fs.mkdirSync(destination, { recursive: true });
      return;
    }
    if (entry.isEncrypted()) throw refused(`the entry "${name}" is encrypted.`);
    if (entry.uncompressedSize > limits.maxFileBytes)
      throw refused(`the entry "${name}" is larger than ${limits.maxFileBytes} bytes unpacked.`);
    if (
      entry.uncompressedSize >= RATIO_CHECKED_FROM_BYTES &&
      entry.uncompressedSize > limits.maxRatio * Math.max(entry.compressedSize, 1)
    )
      throw refused(`the entry "${name}" is compressed more than ${limits.maxRatio} to 1 (a zip bomb?).`);
    if (total + entry.uncompressedSize > limits.maxTotalBytes)
      throw refused(`it unpacks to more than ${limits.maxTotalBytes} bytes.`);
    fs.mkdirSync(path.dirname(destination), { recursive: true });
    const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      zipFile.openReadStream(entry, (error, readable) =>
        error || !readable ? reject(refused(`the entry "${name}" cannot be read.`)) : resolve(readable),
      ),
    );
    let written = 0;
    // The declared sizes could lie: the bytes themselves are counted as they come.
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        written += chunk.length;
        total += chunk.length;
        if (written > limits.maxFileBytes || total > limits.maxTotalBytes)
          done(refused(`the entry "${name}" unpacks to more than it declares.`));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(stream, counter, fs.createWriteStream(destination, { flags: "wx" }));
    } catch (error) {
      if (error instanceof Error && error.name === "AppError") throw error;
      if ((error as NodeJS.ErrnoException).code === "EEXIST")
        throw refused(`the entry "${name}" appears twice.`);
      throw refused(`the entry "${name}" is damaged (${(error as Error).message}).`);
    }
  }
}
