// Dates are formatted in UTC so the server's HTML and the browser's first render agree (no
// hydration mismatch in any time zone), in US English. Written out by hand rather than by
// Intl.DateTimeFormat, whose format() costs about a microsecond a date on every card of a page;
// a test pins both to Intl's en-US output.
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const SHORT_MONTHS = MONTHS.map((month) => month.slice(0, 3));

/** "March 5, 2026": the article page's "Updated" date. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "Mar 5": dates on cards. */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  return `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}
