import { ADMIN_STATE_ID, type AdminState } from "../../../shared/adminState.ts";
import { scriptSafeJson } from "../../../shared/pageState.ts";
import type { SiteSettings } from "../../../shared/schemas/settings.ts";
import { escapeHtml } from "./html.ts";
import { DEFAULT_FAVICON } from "./pageHead.ts";

/**
 * The admin portal's HTML: an empty root the admin bundle renders into, the signed-in
 * user for its first render, and noindex. No content is rendered on the server.
 */
export function adminShellHtml(settings: SiteSettings, state: AdminState, assetTags: string): string {
  const favicon = settings.favicon_url || DEFAULT_FAVICON;
  const title = `Admin Portal | ${settings.site_name || "Help Center"}`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <meta name="description" content="Staff portal of ${escapeHtml(settings.site_name || "the help center")}.">
    <title>${escapeHtml(title)}</title>
    <link rel="icon" href="${escapeHtml(favicon)}">
    ${assetTags}
  </head>
  <body>
    <div id="root"></div>
    <script type="application/json" id="${ADMIN_STATE_ID}">${scriptSafeJson(state)}</script>
  </body>
</html>`;
}
