/**
 * Where to go after signing in: the portal page asked for (from `?next=`), else /admin. Only
 * paths inside the portal are accepted, so the parameter cannot send anyone to another site.
 */
export function safeNext(next: string | null): string {
  if (next && /^\/admin(?:[/?#]|$)/.test(next) && !next.startsWith("//")) return next;
  return "/admin";
}

/** The /auth address that brings the user back to `path` after signing in. */
export function signInPathFor(path: string): string {
  return path === "/admin" ? "/auth" : `/auth?next=${encodeURIComponent(path)}`;
}
