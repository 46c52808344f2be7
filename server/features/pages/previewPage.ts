import type { FastifyInstance } from "fastify";
import { publicPages } from "../../../shared/publicPages.ts";
import { queryKeys } from "../../../shared/queryKeys.ts";
import { findPreviewArticle } from "../previews/previewLinkService.ts";
import { presentPublicSettings } from "../settings/settingsPresenter.ts";
import { escapeHtml } from "./html.ts";
import { buildPageHead, DEFAULT_FAVICON } from "./pageHead.ts";
import type { PageRenderer } from "./pageRenderer.ts";

/** Headers of every preview answer: never kept by a cache, never indexed, the token never passed on. */
export const PREVIEW_HEADERS = {
  "cache-control": "no-store",
  "x-robots-tag": "noindex, nofollow",
  "referrer-policy": "no-referrer",
} as const;

/** The bar above a preview, so nobody takes it for the published page. */
function previewBar(expiresAt: string): string {
  const expires = new Date(expiresAt).toUTCString().replace(/:\d\d GMT$/, " UTC");
  return `<div role="status" data-testid="preview-bar" style="background:#92400e;color:#fff;padding:10px 16px;font:600 15px/1.4 system-ui,sans-serif;text-align:center">Preview — not published. Visitors cannot see this version. This link works until ${escapeHtml(expires)}.</div>`;
}

/**
 * GET /preview/:token: the article page as it would be published, rendered by the public
 * layout for whoever holds the link. It is rendered for each request and never cached, and sent
 * without the site's script: the browser's router knows no preview address, so the page is not
 * hydrated (a preview is for reading). 410 once the link expired, was revoked or its article
 * was deleted.
 */
export async function renderPreviewPage(
  app: FastifyInstance,
  renderer: PageRenderer,
  token: string,
  baseUrl: string,
): Promise<{ status: number; html: string }> {
  const settings = await app.ctx.settings.get();
  const styles = renderer.styleTags;
  const found = await findPreviewArticle(app.ctx, token);
  if (found.kind === "gone") {
    return {
      status: 410,
      html: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex,nofollow">
    <title>Preview link expired</title>
    <link rel="icon" href="${escapeHtml(settings.favicon_url || DEFAULT_FAVICON)}">
    ${styles}
  </head>
  <body>
    <main style="max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif">
      <h1 style="font-size:1.5rem;font-weight:700">This preview link no longer works</h1>
      <p>It has expired or was revoked, or the article was deleted. Ask for a new link.</p>
    </main>
  </body>
</html>`,
    };
  }
  const { article } = found;
  const path = publicPages.article.path(article.slug);
  const rendered = renderer.render(path, [
    [queryKeys.settings, presentPublicSettings(settings)],
    [queryKeys.article(article.slug), article],
  ]);
  const head = buildPageHead({
    meta: { kind: "article", article },
    settings,
    baseUrl,
    canonicalPath: path,
    // Embed mode's head: the title and noindex, no sharing metadata.
    embed: true,
  });
  return {
    status: 200,
    html: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${head}
    ${styles}
  </head>
  <body>
    ${previewBar(found.expiresAt)}
    <div id="root">${rendered.html}</div>
  </body>
</html>`,
  };
}
