import type { SearchListName } from "../../../shared/schemas/analytics.ts";

export const searchListTitles: Record<SearchListName, string> = {
  top: "Top Searches",
  noResults: "No Results Queries",
  noClicks: "Searches with no click",
};

/** The full list's own page for the window. */
export function searchListPath(list: SearchListName, days: number): string {
  return `/admin/analytics/searches?list=${list}&days=${days}`;
}

/** The CSV export of that list. */
export function searchListCsvUrl(list: SearchListName, days: number): string {
  return `/api/admin/analytics/searches.csv?list=${list}&days=${days}`;
}
