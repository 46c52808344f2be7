import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RenderPage } from "../../../shared/pageState.ts";
import { stylesheetCookie } from "../../../shared/stylesheetCookie.ts";
import { appScriptLoader } from "../../platform/http/appScriptLoader.ts";
import { projectRoot } from "../../platform/paths.ts";

export interface PageRenderer {
  render: RenderPage;
  /** The public bundle's <style> elements (empty when rendering from source). */
  styleTags: string;
  /** The same stylesheets as <link> elements, for a browser that keeps them (empty likewise). */
  styleLinks: string;
  /** The stylesheet cookie's value a browser that keeps these stylesheets holds (shared/stylesheetCookie.ts). */
  stylesheetCookieValue: string;
  /** The public bundle's script loader (empty when rendering from source). */
  scriptTags: string;
  /** Where the built browser files are, when there is a build. */
  clientDir: string | null;
}

const clientDir = path.join(projectRoot, "dist/client");
const serverEntry = path.join(projectRoot, "dist/server/entryServer.js");
/** Loaded by path, never imported: the server takes nothing from client/ but this entry, at run time. */
const sourceEntry = path.join(projectRoot, "client/public/entryServer.tsx");
const manifestFile = path.join(clientDir, ".vite/manifest.json");
const CLIENT_ENTRY = "client/public/entryClient.tsx";
const ADMIN_ENTRY = "client/admin/entryAdmin.tsx";

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * A built stylesheet as a <style> element. The public pages carry theirs inside the HTML (about
 * 6 KB gzipped): a phone then paints the page from the first response instead of waiting for a
 * render-blocking stylesheet request. The page's Content-Security-Policy already allows inline
 * styles (style-src 'unsafe-inline', which the theme's style attributes need too).
 */
function inlineStyle(file: string): string {
  const css = fs.readFileSync(path.join(clientDir, file), "utf8").replaceAll("</style", "<\\/style");
  // data-href: where the page's script fetches the file into the browser's cache for later pages.
  return `<style data-href="/${file}">${css}</style>`;
}

/**
 * The tags an entry needs: its CSS, its script and the chunks it imports (preloaded). For the
 * server-rendered public pages the CSS is inline and the scripts start only after the page has
 * loaded and painted (appScriptLoader): the HTML is the whole page, the scripts only make its
 * search box, rating and menus interactive, so nothing of theirs is fetched before the page's
 * own images (none of it is in the HTML as a `<script src>` or a module preload, which the
 * browser would fetch at once). The portal, which the script draws, links its stylesheet and
 * loads its script and preloads at once.
 */
function assetTagsFromManifest(
  manifest: Record<string, ManifestChunk>,
  entryName = CLIENT_ENTRY,
  { serverRendered = false } = {},
): string {
  const entry = manifest[entryName];
  if (!entry) throw new Error(`${entryName} is missing from the Vite manifest`);
  const css = new Set<string>();
  const preloads = new Set<string>();
  const visit = (chunk: ManifestChunk, isEntry: boolean) => {
    for (const file of chunk.css ?? []) css.add(file);
    if (!isEntry) preloads.add(chunk.file);
    for (const name of chunk.imports ?? []) {
      const imported = manifest[name];
      if (imported && !preloads.has(imported.file)) visit(imported, false);
    }
  };
  visit(entry, true);
  const preloadPaths = [...preloads].map((file) => `/${file}`);
  if (serverRendered) {
    return [...[...css].map(inlineStyle), appScriptLoader.element(`/${entry.file}`, preloadPaths)].join("");
  }
  return [
    ...[...css].map((file) => `<link rel="stylesheet" href="/${file}">`),
    `<script type="module" src="/${entry.file}"></script>`,
    ...preloadPaths.map((file) => `<link rel="modulepreload" href="${file}">`),
  ].join("");
}

/**
 * The production build (dist/, from `npm run build`) when present; otherwise the source entry,
 * which tsx and Vitest load directly: server HTML tests need no build. Under Vitest the source
 * is used (except by the browser suite, CAIRN_E2E=1) so that a stale build never hides a change.
 */
function builtAppPresent(): boolean {
  return (
    (process.env.CAIRN_E2E === "1" || !process.env.VITEST) &&
    fs.existsSync(serverEntry) &&
    fs.existsSync(manifestFile)
  );
}

/** The admin bundle's tags, from the same build; empty without one. */
export function loadAdminAssetTags(): string {
  if (!builtAppPresent()) return "";
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  return assetTagsFromManifest(manifest, ADMIN_ENTRY);
}

export async function loadPageRenderer(): Promise<PageRenderer> {
  if (builtAppPresent()) {
    const module = (await import(pathToFileURL(serverEntry).href)) as { render: RenderPage };
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
    const assetTags = assetTagsFromManifest(manifest, CLIENT_ENTRY, { serverRendered: true });
    const styleTags = (assetTags.match(/<style[^>]*>[\s\S]*?<\/style>/g) ?? []).join("");
    const scriptTags = assetTags.replace(/<style[^>]*>[\s\S]*?<\/style>/g, "");
    const hrefs = [...styleTags.matchAll(/<style data-href="([^"]+)">/g)].map((match) => match[1]!);
    return {
      render: module.render,
      styleTags,
      styleLinks: hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join(""),
      stylesheetCookieValue: stylesheetCookie.valueFor(hrefs),
      scriptTags,
      clientDir,
    };
  }
  const module = (await import(pathToFileURL(sourceEntry).href)) as { render: RenderPage };
  return {
    render: module.render,
    styleTags: "",
    styleLinks: "",
    stylesheetCookieValue: "",
    scriptTags: "",
    clientDir: null,
  };
}
