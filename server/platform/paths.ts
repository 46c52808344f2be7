import fs from "node:fs";
import path from "node:path";

/** The nearest folder above `from` that holds package.json. */
function packageRootAbove(from: string): string {
  let dir = from;
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

/**
 * The project's root folder. Found rather than counted in "../.." so the server finds its data
 * (content/, public/, dist/) alike when it runs from source and from the compiled bundle.
 */
export const projectRoot = packageRootAbove(import.meta.dirname);
