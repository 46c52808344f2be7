const HTML_SPECIAL = /[&<>"']/;

/** Text or an attribute value made safe inside HTML. */
export function escapeHtml(value: string): string {
  // Most of a page head's values have nothing to escape: one scan instead of five replaces.
  if (!HTML_SPECIAL.test(value)) return value;
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
