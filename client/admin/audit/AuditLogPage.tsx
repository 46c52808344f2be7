import { Download } from "lucide-react";
import { useState } from "react";
import { formatShortDate } from "../../ui/formatDate.ts";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import { type AuditFilters, auditQueryString, useAuditLog } from "../api/useAuditLog.ts";
import { Button, buttonClass } from "../ui/Button.tsx";
import { Card } from "../ui/Card.tsx";
import { FormField } from "../ui/FormField.tsx";
import { Input } from "../ui/Input.tsx";
import { ListTable } from "../ui/ListTable.tsx";
import { Select } from "../ui/Select.tsx";
import { Skeleton } from "../ui/Skeleton.tsx";

const time = (iso: string) => `${formatShortDate(iso)} ${new Date(iso).toTimeString().slice(0, 5)}`;

/** Audit log (admins): who changed what and when, filtered, page after page, exported as CSV. */
export default function AuditLogPage() {
  useDocumentTitle("Audit Log | Admin Portal");
  const [draft, setDraft] = useState<AuditFilters>({ actor: "", action: "", entityType: "" });
  const [filters, setFilters] = useState(draft);
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const query = auditQueryString(filters);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Audit Log</h1>
          <p className="text-sm text-gray-700">Every change staff made, newest first.</p>
        </div>
        <a
          href={`/api/admin/audit?${query ? `${query}&` : ""}format=csv`}
          className={buttonClass("outline")}
          download
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Export CSV
        </a>
      </div>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters(draft);
        }}
      >
        <FormField label="Who (email)">
          <Input
            value={draft.actor}
            onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
          />
        </FormField>
        <FormField label="Action">
          <Input
            value={draft.action}
            placeholder="article.publish"
            onChange={(event) => setDraft({ ...draft, action: event.target.value })}
          />
        </FormField>
        <FormField label="About">
          <Select
            value={draft.entityType}
            onChange={(event) => setDraft({ ...draft, entityType: event.target.value })}
          >
            <option value="">Anything</option>
            <option value="article">Articles</option>
            <option value="category">Categories</option>
            <option value="user">Users</option>
          </Select>
        </FormField>
        <Button type="submit">Filter</Button>
      </form>
      {log.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading the audit log">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-10" />
          ))}
        </div>
      ) : log.isError ? (
        <Card className="p-8 text-center" role="alert">
          <p className="font-medium text-red-700">Failed to load the audit log</p>
        </Card>
      ) : entries.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="text-gray-800">No entries match.</p>
        </Card>
      ) : (
        <ListTable caption="Audit log entries" headers={["When", "Who", "Action", "What happened"]}>
          {entries.map((entry) => (
            <tr
              key={entry.id}
              className="border-b border-gray-200 align-top last:border-0"
              data-testid="audit-entry"
            >
              <td className="p-3 whitespace-nowrap text-gray-800">{time(entry.at)}</td>
              <td className="p-3 text-gray-800">{entry.actor?.email ?? "Scheduler"}</td>
              <td className="p-3 font-mono text-xs text-gray-900">{entry.action}</td>
              <td className="p-3 text-gray-900">
                {entry.summary}
                {entry.changes && (
                  <ul className="mt-1 text-xs text-gray-700">
                    {Object.entries(entry.changes).map(([field, [before, after]]) => (
                      <li key={field}>
                        {field}: {String(before ?? "—")} → {String(after ?? "—")}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      {log.hasNextPage && (
        <Button variant="outline" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {log.isFetchingNextPage ? "Loading..." : "Load older entries"}
        </Button>
      )}
    </div>
  );
}
