// Dates are formatted in UTC so the server's HTML and the browser's first render agree (no
// hydration mismatch in any time zone); SPEC §9: US English.
const longFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const shortFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "March 5, 2026": the article page's "Updated" date. */
export function formatLongDate(iso: string): string {
  return longFormat.format(new Date(iso));
}

/** "Mar 5": dates on cards. */
export function formatShortDate(iso: string): string {
  return shortFormat.format(new Date(iso));
}
