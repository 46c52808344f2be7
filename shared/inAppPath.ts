/**
 * Links starting with / open inside the app (others in a new tab). Only a real path does: `//evil.com` and
 * `/\evil.com` also start with "/", yet browsers read both as another host (a backslash counts
 * as a slash, and tabs or newlines inside a URL are dropped, so "/\t/evil.com" is "//evil.com").
 */
export function isInAppPath(url: string): boolean {
  if (!url.startsWith("/") || /^\/[/\\]/.test(url) || /[\s\\]/.test(url)) return false;
  // Control characters, which a browser may drop before it reads the address.
  return [...url].every((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f);
}
