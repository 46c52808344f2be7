import { hash } from "node:crypto";

/**
 * The inline script that starts a server-rendered page's JavaScript only after the page has
 * loaded and painted. The HTML is the whole page (links, the search form, the article), so its
 * scripts must not compete with it: a `<script src>` or `<link rel="modulepreload">` in the HTML
 * is fetched while the page is still loading (and a phone on a slow link then waits for it
 * before the images), so the page carries no script request at all, only this loader. It waits
 * for the `load` event and the next frame (requestAnimationFrame, then a task after that
 * frame's paint, then the browser's next idle moment where requestIdleCallback exists: an image
 * that finished loading may paint a frame later, once decoded; a hidden tab, which runs no
 * frames, starts after a second), then adds the module preloads and the module script named by
 * its own `data-preload` and `data-src` attributes.
 *
 * The text is fixed (the build's file names are in the attributes, which a CSP hash does not
 * cover), so its hash is known once: the Content-Security-Policy allows exactly this inline
 * script and no other (script-src 'self' plus the hash). Plain ES2015 that every browser
 * running module scripts understands; it is not bundled, so keep it small and self-contained.
 */
const source = [
  "(function(){",
  "var tag=document.currentScript,started=false;",
  "function start(){if(started)return;started=true;",
  'var head=document.head,preloads=(tag.getAttribute("data-preload")||"").split(" ");',
  'for(var i=0;i<preloads.length;i++){if(!preloads[i])continue;var link=document.createElement("link");',
  'link.rel="modulepreload";link.href=preloads[i];head.appendChild(link);}',
  'var script=document.createElement("script");script.type="module";script.src=tag.getAttribute("data-src");',
  "head.appendChild(script);}",
  "function whenIdle(){if(window.requestIdleCallback)requestIdleCallback(start,{timeout:500});else start();}",
  "function afterPaint(){requestAnimationFrame(function(){setTimeout(whenIdle,0);});setTimeout(start,1000);}",
  'if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint,{once:true});',
  "})();",
].join("");

export const appScriptLoader = {
  source,
  /** The script's CSP source expression: 'sha256-…' of its exact text. */
  cspSource: `'sha256-${hash("sha256", source, "base64")}'`,
  /** The loader as an element, starting `entry` (and preloading `preloads`) after the page has loaded. */
  element(entry: string, preloads: readonly string[]): string {
    return `<script data-src="${entry}" data-preload="${preloads.join(" ")}">${source}</script>`;
  },
};
