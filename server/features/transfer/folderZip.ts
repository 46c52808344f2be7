import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { loadOnFirstUse } from "../../lib/loadOnFirstUse.ts";

const yazl = loadOnFirstUse<typeof import("yazl")>("yazl");

/** Every file under `root`, as "/"-separated paths relative to it, in a stable order. */
function filesUnder(root: string, prefix = ""): string[] {
  return fs
    .readdirSync(path.join(root, prefix), { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(root, relative);
      return entry.isFile() ? [relative] : [];
    });
}

/**
 * A .zip of the folder's files (as a stream, written as it is read). Images and other
 * already-compressed media are stored rather than compressed again. Entries carry a fixed date
 * so the same folder always makes the same archive.
 */
export function zipFolder(root: string): Readable {
  const zip = new (yazl().ZipFile)();
  const mtime = new Date(Date.UTC(2000, 0, 1));
  for (const relative of filesUnder(root)) {
    const compress = /\.(md|yml|yaml|json|txt|html|svg)$/i.test(relative);
    zip.addFile(path.join(root, relative), relative, { mtime, compress, mode: 0o100644 });
  }
  zip.end();
  return zip.outputStream as unknown as Readable;
}
