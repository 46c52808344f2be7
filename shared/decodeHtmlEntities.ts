const namedEntities: Record<string, string> = {
  amp: "&",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
  nbsp: "\u00a0",
};

/**
 * Text as HTML wrote it, decoded once: numeric entities (decimal and hex) and the named ones the
 * sanitiser and the editor write. Anything else is left as written, so decoding never invents text.
 */
export function decodeHtmlEntities(value: string): string {
  return value.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));/gi, (entity, decimal, hex, name) => {
    if (decimal || hex) {
      const code = Number.parseInt(decimal ?? hex, decimal ? 10 : 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return namedEntities[String(name).toLowerCase()] ?? entity;
  });
}
