/** XML 1.0 forbids most control characters: they never reach a feed, whatever an article contains. */
function xmlSafe(value: string): string {
  let out = "";
  for (const char of value) {
    const code = char.codePointAt(0)!;
    const forbidden =
      (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff;
    if (!forbidden) out += char;
  }
  return out;
}

/** Text as XML character data or an attribute value. */
export function xml(value: string): string {
  return xmlSafe(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
