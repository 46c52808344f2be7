import type { AppConfig } from "../config.ts";

export const SESSION_COOKIE = "cairn_session";

/** True when PUBLIC_URL says the site is served over https (whatever the request to us used). */
export function servedOverHttps(config: AppConfig): boolean {
  return config.publicUrl?.startsWith("https:") === true;
}

/**
 * The session cookie's name: behind https (PUBLIC_URL) it carries the `__Host-` prefix, which
 * browsers accept only with Secure, path / and no Domain, so no subdomain can plant or
 * overwrite it.
 */
export function sessionCookieName(config: AppConfig): string {
  return servedOverHttps(config) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/**
 * The session cookie's attributes: never readable by scripts, not sent on cross-site posts,
 * Secure when PUBLIC_URL is https or the request itself came over https.
 */
export function sessionCookieOptions(config: AppConfig, requestProtocol: string, expires?: Date) {
  const secure = servedOverHttps(config) || requestProtocol === "https";
  return { path: "/", httpOnly: true, sameSite: "lax" as const, secure, ...(expires ? { expires } : {}) };
}

/**
 * Where a session means something: the API outside /api/public (admin, session, upload routes)
 * and the portal's own pages (/auth, /admin/*: never cached, they carry the signed-in user).
 * Public pages and the public API never look at the session, so they never re-send its cookie
 * and stay cacheable by shared caches without handing one editor's session to the next visitor.
 */
export function isSessionRoute(url: string): boolean {
  if (/^\/(auth|admin)(\/|\?|$)/.test(url)) return true;
  return /^\/api(\/|\?|$)/.test(url) && !url.startsWith("/api/public/");
}
