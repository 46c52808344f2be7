import fs from "node:fs";
import path from "node:path";

/** The browser suite runs against the production build: refuse to start without one. */
export default function setup(): void {
  const root = path.resolve(import.meta.dirname, "../..");
  for (const file of ["dist/server/entryServer.js", "dist/client/.vite/manifest.json"]) {
    if (!fs.existsSync(path.join(root, file))) {
      throw new Error(`${file} is missing: run \`npm run build\` before \`npm run test:e2e\`.`);
    }
  }
  if (!fs.existsSync("/usr/bin/chromium")) {
    throw new Error("/usr/bin/chromium is missing: run scripts/ensureChromium.sh.");
  }
}
