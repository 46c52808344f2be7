/**
 * A slug: lower-case, runs of non-alphanumerics become one hyphen, hyphens trimmed at the ends.
 * Accents are folded first so "Café" becomes "cafe" rather than "caf".
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
