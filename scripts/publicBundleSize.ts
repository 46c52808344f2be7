// Prints the gzipped size of the JavaScript and CSS the article page loads, and fails above 150 KB
// of JavaScript: phones on slow networks must get an article fast. Run after `vite build` (npm run build does).
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const LIMIT_KB = 150;
const clientDir = path.resolve(import.meta.dirname, "../dist/client");
const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8")) as Record<
  string,
  { file: string; css?: string[]; imports?: string[] }
>;

const js = new Set<string>();
const css = new Set<string>();
const visit = (name: string) => {
  const chunk = manifest[name];
  if (!chunk || js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit("client/entryClient.tsx");

const gzipKb = (files: Set<string>) =>
  [...files].reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length,
    0,
  ) / 1024;
const jsKb = gzipKb(js);
const cssKb = gzipKb(css);
const adminCode = [...js].filter((file) => /admin|editor|tiptap/i.test(file));

console.log(
  `public article page: JavaScript ${jsKb.toFixed(1)} KB gzipped (limit ${LIMIT_KB} KB), CSS ${cssKb.toFixed(1)} KB gzipped`,
);
if (adminCode.length > 0) console.log(`admin or editor code in the public bundle: ${adminCode.join(", ")}`);
if (jsKb > LIMIT_KB || adminCode.length > 0) process.exit(1);
