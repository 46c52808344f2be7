import fs from "node:fs";
import path from "node:path";

/**
 * The folder an unpacked archive's content starts in: zip tools often wrap everything in one
 * folder (and macOS adds __MACOSX beside it, which is removed here).
 */
export function archiveContentRoot(folder: string): string {
  fs.rmSync(path.join(folder, "__MACOSX"), { recursive: true, force: true });
  let root = folder;
  for (;;) {
    const entries = fs
      .readdirSync(root, { withFileTypes: true })
      .filter((entry) => !entry.name.startsWith("."));
    const only = entries[0];
    if (entries.length !== 1 || !only?.isDirectory()) return root;
    root = path.join(root, only.name);
  }
}
