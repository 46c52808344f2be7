import type { ImportReport } from "../../../shared/schemas/transfer.ts";

interface ItemNotes {
  path: string;
  skipped: string | null;
  warnings: string[];
}

/** Refusals and warnings by item (an article's file or Zendesk id), in the report's order. */
function notesByItem(report: ImportReport): ItemNotes[] {
  const items = new Map<string, ItemNotes>();
  const of = (path: string) => {
    let item = items.get(path);
    if (!item) {
      item = { path, skipped: null, warnings: [] };
      items.set(path, item);
    }
    return item;
  };
  for (const skipped of report.skipped)
    if (skipped.reason !== "unchanged") of(skipped.path).skipped = skipped.reason;
  for (const warning of report.warnings) of(warning.path).warnings.push(warning.message);
  return [...items.values()];
}

/** What an import did, or in a dry run would do: counts, then each item's refusal and warnings. */
export function ImportReportView({ report, headingId }: { report: ImportReport; headingId: string }) {
  const would = report.dryRun;
  const unchanged = report.skipped.filter((item) => item.reason === "unchanged").length;
  const notes = notesByItem(report);
  const refused = notes.filter((item) => item.skipped !== null).length;
  const rows: [string, string][] = [
    [
      would ? "Would create" : "Created",
      `${report.created.articles} articles, ${report.created.categories} categories, ${report.created.media} media files`,
    ],
    [
      would ? "Would update" : "Updated",
      `${report.updated.articles} articles, ${report.updated.categories} categories`,
    ],
    ["Unchanged", `${unchanged} articles (left as they are)`],
    [would ? "Would skip" : "Skipped", `${refused} items (see below)`],
    [would ? "Old addresses to redirect" : "Old addresses redirected", String(report.redirects)],
  ];
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm font-medium text-gray-800">{term}</dt>
            <dd className="text-sm text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {notes.length === 0 ? (
        <p className="text-sm text-gray-700">No warnings: every article and reference was understood.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-gray-900">
              Warnings and skipped items ({notes.length})
            </caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="p-2 font-medium text-gray-800">
                  Item
                </th>
                <th scope="col" className="p-2 font-medium text-gray-800">
                  What happens
                </th>
              </tr>
            </thead>
            <tbody>
              {notes.map((item) => (
                <tr key={item.path} className="border-b align-top last:border-0">
                  <td className="p-2 font-mono text-xs text-gray-900">{item.path}</td>
                  <td className="p-2 text-gray-800">
                    <ul className="list-disc space-y-1 pl-4">
                      {item.skipped ? (
                        <li className="text-red-800">
                          {would ? "Would be skipped" : "Skipped"}: {item.skipped}
                        </li>
                      ) : null}
                      {item.warnings.map((message, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the same warning may repeat
                        <li key={index}>{message}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
