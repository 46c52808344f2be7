import { RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import type { TrashItem } from "../../../shared/schemas/trash.ts";
import { formatShortDate } from "../../ui/formatDate.ts";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import { useCurrentUser } from "../api/useCurrentUser.ts";
import { usePurgeTrash, useRestoreFromTrash, useTrash } from "../api/useTrash.ts";
import { Button } from "../ui/Button.tsx";
import { Card } from "../ui/Card.tsx";
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx";
import { ListTable } from "../ui/ListTable.tsx";
import { Skeleton } from "../ui/Skeleton.tsx";

interface Row extends TrashItem {
  name: string;
  what: string;
  deletedAt: string;
  deletedBy: string | null;
}

/**
 * Trash: deleted articles and categories (a category with the articles deleted with it), with
 * Restore for staff and Delete for good / Empty trash for admins.
 */
export default function TrashPage() {
  useDocumentTitle("Trash | Admin Portal");
  const trash = useTrash();
  const { data: me } = useCurrentUser();
  const isAdmin = me?.role === "admin";
  const restore = useRestoreFromTrash();
  const purge = usePurgeTrash();
  const [asking, setAsking] = useState<Row | "everything" | null>(null);

  const rows: Row[] = trash.data
    ? [
        ...trash.data.categories.map((category) => ({
          kind: "categories" as const,
          id: category.id,
          name: category.name,
          what: `Category, ${category.articleCount} ${category.articleCount === 1 ? "article" : "articles"}`,
          deletedAt: category.deletedAt,
          deletedBy: category.deletedBy?.email ?? null,
        })),
        ...trash.data.articles.map((article) => ({
          kind: "articles" as const,
          id: article.id,
          name: article.title,
          what: "Article",
          deletedAt: article.deletedAt,
          deletedBy: article.deletedBy?.email ?? null,
        })),
      ].sort((a, b) => Date.parse(b.deletedAt) - Date.parse(a.deletedAt))
    : [];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Trash</h1>
          <p className="text-sm text-gray-700">
            Deleted articles and categories stay here
            {trash.data ? ` for ${trash.data.retentionDays} days` : ""}, then are deleted for good.
          </p>
        </div>
        {isAdmin && rows.length > 0 && (
          <Button variant="outline" className="text-red-700" onClick={() => setAsking("everything")}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Empty trash
          </Button>
        )}
      </div>
      {trash.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading the trash">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-12" />
          ))}
        </div>
      ) : trash.isError ? (
        <Card className="p-8 text-center" role="alert">
          <p className="font-medium text-red-700">Failed to load the trash</p>
        </Card>
      ) : rows.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <Trash2 className="h-10 w-10 text-gray-500" aria-hidden="true" />
          <h2 className="font-semibold text-gray-900">The trash is empty</h2>
        </Card>
      ) : (
        <ListTable
          caption="Deleted articles and categories"
          headers={["Name", "What", "Deleted", "By", null]}
        >
          {rows.map((row) => (
            <tr key={`${row.kind}-${row.id}`} className="border-b border-gray-200 last:border-0">
              <td className="p-3 font-medium text-gray-900">{row.name}</td>
              <td className="p-3 text-gray-800">{row.what}</td>
              <td className="p-3 whitespace-nowrap text-gray-800">{formatShortDate(row.deletedAt)}</td>
              <td className="p-3 text-gray-800">{row.deletedBy ?? "—"}</td>
              <td className="p-3">
                <div className="flex justify-end gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Restore ${row.name}`}
                    disabled={restore.isPending}
                    onClick={() => restore.mutate({ kind: row.kind, id: row.id })}
                  >
                    <RotateCcw aria-hidden="true" className="h-3.5 w-3.5" />
                    Restore
                  </Button>
                  {isAdmin && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${row.name} for good`}
                      className="text-red-700 hover:bg-red-50"
                      onClick={() => setAsking(row)}
                    >
                      Delete for good
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking === "everything" ? "Empty the trash?" : "Delete for good?"}
        description={
          asking === "everything"
            ? "Everything in the trash is deleted for good, with its versions and ratings. This cannot be undone."
            : `${asking?.name ?? "This item"} is deleted for good${asking?.kind === "categories" ? ", with the articles deleted with it" : ""}. This cannot be undone.`
        }
        confirmLabel={asking === "everything" ? "Empty trash" : "Delete for good"}
        pending={purge.isPending}
        onConfirm={() =>
          purge.mutate(
            asking === "everything" || asking === null ? null : { kind: asking.kind, id: asking.id },
            {
              onSuccess: () => setAsking(null),
            },
          )
        }
      />
    </div>
  );
}
