import { parseAllowedOrigins } from "../../../shared/allowedOrigins.ts";
import type { SiteSettings } from "../../../shared/schemas/settings.ts";
import { appScriptLoader } from "./appScriptLoader.ts";

/** Headers and CORS decisions derived from the settings, built once per settings value. */
export interface SecurityPolicy {
  contentSecurityPolicy: string;
  /** Sites that may read the public API cross-origin and frame the help center. */
  corsOrigins: ReadonlySet<string>;
}

/**
 * The CSP helmet would send by default, with YouTube frames, settings-driven frame-ancestors and
 * the public pages' script loader.
 */
function contentSecurityPolicy(frameAncestors: string[]): string {
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["font-src", ["'self'", "https:", "data:"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'self'", ...frameAncestors]],
    ["frame-src", ["https://www.youtube.com", "https://www.youtube-nocookie.com"]],
    ["img-src", ["'self'", "data:", "https:"]],
    ["object-src", ["'none'"]],
    // Our own files, and the one inline script the public pages carry: the loader that starts
    // their scripts after the page has loaded.
    ["script-src", ["'self'", appScriptLoader.cspSource]],
    ["script-src-attr", ["'none'"]],
    ["style-src", ["'self'", "https:", "'unsafe-inline'"]],
    ["upgrade-insecure-requests", []],
  ];
  return directives.map(([name, values]) => [name, ...values].join(" ")).join(";");
}

let lastBuilt: { allowedOrigins: string; policy: SecurityPolicy } | null = null;

/**
 * The policy for these settings. Only entries that are exact origins are used, whatever the
 * database holds, so no stored value can produce an invalid header (a `;` in an origin once
 * made every response fail). Rebuilt only when the setting it depends on changes.
 */
export function securityPolicyOf(settings: SiteSettings): SecurityPolicy {
  if (lastBuilt?.allowedOrigins === settings.allowed_origins) return lastBuilt.policy;
  const origins = parseAllowedOrigins(settings.allowed_origins).valid;
  const policy = { contentSecurityPolicy: contentSecurityPolicy(origins), corsOrigins: new Set(origins) };
  lastBuilt = { allowedOrigins: settings.allowed_origins, policy };
  return policy;
}
