import type { SearchList } from "../../../shared/schemas/analytics.ts";

/** A cell as spreadsheets read it: quoted, and never taken for a formula (visitors typed these). */
function cell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) || text !== String(value) ? `"${text.replace(/"/g, '""')}"` : text;
}

const header = {
  top: "searches",
  noResults: "searches without results",
  noClicks: "searches",
} as const;

/** One search list as CSV (RFC 4180, CRLF line ends). */
export function searchListCsv(list: SearchList): string {
  const lines = [
    [
      "query",
      header[list.list],
      "visitors",
      "searches followed by a click",
      "click-through %",
      "most opened article",
    ]
      .map(cell)
      .join(","),
    ...list.entries.map((entry) =>
      [
        entry.text,
        entry.count,
        entry.searches,
        entry.clickedSearches,
        entry.clickThroughRate,
        entry.topArticle ? `/a/${entry.topArticle.slug}` : null,
      ]
        .map(cell)
        .join(","),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
