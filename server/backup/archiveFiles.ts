import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Files and folders an archive may hold: nothing else (links, devices, pipes) is ever taken. */
const FILE_MODE = 0o600;
const FOLDER_MODE = 0o700;

function isInside(folder: string, candidate: string): boolean {
  const relative = path.relative(folder, candidate);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

/**
 * Every regular file under `root`, by its path relative to root with `/` separators. Anything
 * that is neither a regular file nor a folder (a symbolic link above all) stops the walk: an
 * archive holding one was not written by `npm run backup`.
 */
export function regularFilesUnder(root: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      const relative = path.relative(root, full).split(path.sep).join("/");
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.push(relative);
      else throw new Error(`${relative} is not a regular file or folder: refused.`);
    }
  };
  walk(root);
  return files.sort();
}

export function sha256OfFile(file: string): string {
  return createHash("sha256").update(fs.readFileSync(file)).digest("hex");
}

/**
 * Copies the regular files under `from` into `to` with owner-only modes (no setuid, setgid or
 * execute bit survives), never overwriting a file and never writing anywhere whose real
 * location leaves `to` (a link already planted in the target is not followed).
 */
export function copyRegularFiles(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true, mode: FOLDER_MODE });
  const realTarget = fs.realpathSync(to);
  for (const relative of regularFilesUnder(from)) {
    const destination = path.join(realTarget, ...relative.split("/"));
    if (!isInside(realTarget, destination))
      throw new Error(`${relative} leaves the uploads folder: refused.`);
    fs.mkdirSync(path.dirname(destination), { recursive: true, mode: FOLDER_MODE });
    const realFolder = fs.realpathSync(path.dirname(destination));
    if (!isInside(realTarget, realFolder)) throw new Error(`${relative} leaves the uploads folder: refused.`);
    fs.copyFileSync(path.join(from, ...relative.split("/")), destination, fs.constants.COPYFILE_EXCL);
    fs.chmodSync(destination, FILE_MODE);
  }
}
