// Prints the gzipped size of the JavaScript and CSS the article page loads, and fails above 100 KB
// of JavaScript: phones on slow networks must get an article fast. Also prints the admin shell's
// and the editor chunk's JavaScript, and fails when public pages would load any admin or editor
// code. Run after `vite build` (npm run build does).
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const LIMIT_KB = 100;
const clientDir = path.resolve(import.meta.dirname, "../dist/client");
type Manifest = Record<string, { file: string; src?: string; css?: string[]; imports?: string[] }>;
const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8")) as Manifest;

/** The files an entry loads before it runs: itself and its static imports (not lazy chunks). */
function staticGraph(entryName: string): { js: Set<string>; css: Set<string>; sources: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const sources = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    sources.add(chunk.src ?? name);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryName);
  return { js, css, sources };
}

const gzipKb = (files: Iterable<string>) =>
  [...files].reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length,
    0,
  ) / 1024;

const publicPage = staticGraph("client/public/entryClient.tsx");
const jsKb = gzipKb(publicPage.js);
const cssKb = gzipKb(publicPage.css);
const adminCode = [...publicPage.js, ...publicPage.sources].filter((name) =>
  /admin|editor|tiptap/i.test(name),
);

console.log(
  `public article page: JavaScript ${jsKb.toFixed(1)} KB gzipped (limit ${LIMIT_KB} KB), CSS ${cssKb.toFixed(1)} KB gzipped`,
);

const adminShell = staticGraph("client/admin/entryAdmin.tsx");
if (manifest["client/admin/entryAdmin.tsx"]) {
  console.log(
    `admin shell: JavaScript ${gzipKb(adminShell.js).toFixed(1)} KB gzipped, CSS ${gzipKb(adminShell.css).toFixed(1)} KB gzipped`,
  );
  const editor = staticGraph("client/admin/editor/ArticleEditorPage.tsx");
  const editorOnly = [...editor.js].filter((file) => !adminShell.js.has(file));
  console.log(
    `article editor (loaded on its routes only): JavaScript ${gzipKb(editorOnly).toFixed(1)} KB gzipped`,
  );
}

if (adminCode.length > 0) console.log(`admin or editor code in the public bundle: ${adminCode.join(", ")}`);
if (jsKb > LIMIT_KB || adminCode.length > 0) process.exit(1);
