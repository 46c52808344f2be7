import { ChevronDown, ChevronRight, FolderTree, GripVertical, Pencil, Plus, Trash2 } from "lucide-react";
import { Fragment, useState } from "react";
import type { Category } from "../../../shared/schemas/category.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { errorMessage } from "../api/errorMessage.ts";
import { useAdminCategories, useDeleteCategory, useReorderCategories } from "../api/useCategories.ts";
import { useAdminTitle } from "../shell/useAdminTitle.ts";
import { Button } from "../ui/Button.tsx";
import { Card } from "../ui/Card.tsx";
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx";
import { LoadFailure } from "../ui/LoadFailure.tsx";
import { portalSpinnerLook } from "../ui/portalSpinnerLook.ts";
import { CategoryArticles } from "./CategoryArticles.tsx";
import { CategoryDialog } from "./CategoryDialog.tsx";
import { useCategoryReorder } from "./useCategoryReorder.ts";

const REORDER_HELP_ID = "category-reorder-help";

/** What deleting a category takes with it, in words. */
function deletionWarning(category: Category): string {
  const count = category.articleCount;
  if (count === 0) return `Delete the category "${category.name}"? It holds no articles.`;
  return `Delete the category "${category.name}" and the ${count === 1 ? "article" : `${count} articles`} in it (drafts included)? This cannot be undone.`;
}

/** The admin categories page: table with expandable rows, New/Edit dialog, delete confirm. */
export function CategoriesPage() {
  useAdminTitle("Categories");
  const { data: categories, error, isPending } = useAdminCategories();
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<{ open: boolean; category: Category | null }>({
    open: false,
    category: null,
  });
  const [deleting, setDeleting] = useState<Category | null>(null);
  const remove = useDeleteCategory({ onDeleted: () => setDeleting(null) });
  const saveOrder = useReorderCategories({ onSettled: (message) => reorder.settle(message) });
  const reorder = useCategoryReorder(categories ?? [], (ids) => saveOrder.mutate(ids));
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const openNew = () => setEditing({ open: true, category: null });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Categories</h1>
          <p className="text-sm text-gray-700">Organise your help articles into categories</p>
        </div>
        <Button onClick={openNew}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          New Category
        </Button>
      </div>
      {isPending ? (
        <Spinner look={portalSpinnerLook} />
      ) : error ? (
        <LoadFailure what="categories" reason={errorMessage(error)} boxed />
      ) : categories.length === 0 ? (
        <Card className="flex flex-col items-center gap-4 p-10 text-center">
          <FolderTree className="h-10 w-10 text-gray-500" aria-hidden="true" />
          <p className="text-gray-700">No categories yet. Create your first category!</p>
          <Button onClick={openNew}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            New Category
          </Button>
        </Card>
      ) : (
        <Card className="overflow-x-auto">
          <p id={REORDER_HELP_ID} className="border-b border-gray-200 px-4 py-2 text-xs text-gray-700">
            Drag a row to change the order, or focus its handle and press Space to pick it up, the arrow keys
            to move it, Space to drop it and Escape to cancel.
          </p>
          <p role="status" aria-live="assertive" className="sr-only" data-testid="reorder-announcement">
            {reorder.announcement}
          </p>
          <table className="w-full min-w-[720px] text-left text-sm">
            <thead className="border-b border-gray-200 bg-gray-50 text-xs font-semibold text-gray-700 uppercase">
              <tr>
                <th scope="col" className="w-12 px-3 py-3">
                  <span className="sr-only">Expand</span>
                </th>
                <th scope="col" className="px-3 py-3">
                  Order
                </th>
                <th scope="col" className="px-3 py-3">
                  Name
                </th>
                <th scope="col" className="px-3 py-3">
                  Slug
                </th>
                <th scope="col" className="px-3 py-3">
                  Description
                </th>
                <th scope="col" className="px-3 py-3">
                  Articles
                </th>
                <th scope="col" className="px-3 py-3 text-right">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {reorder.ordered.map((category, index) => {
                const isOpen = expanded.has(category.id);
                const panelId = `category-${category.id}-articles`;
                return (
                  <Fragment key={category.id}>
                    <tr
                      data-testid="category-row"
                      className={reorder.lifted === category.id ? "bg-green-50" : undefined}
                      {...reorder.rowDragProps(category.id)}
                    >
                      <td className="px-3 py-3">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-expanded={isOpen}
                          aria-controls={isOpen ? panelId : undefined}
                          aria-label={`${isOpen ? "Hide" : "Show"} articles in ${category.name}`}
                          onClick={() => toggle(category.id)}
                        >
                          {isOpen ? (
                            <ChevronDown className="h-4 w-4" aria-hidden="true" />
                          ) : (
                            <ChevronRight className="h-4 w-4" aria-hidden="true" />
                          )}
                        </Button>
                      </td>
                      <td className="px-3 py-3 text-gray-700">
                        <span className="flex items-center gap-1">
                          <button
                            type="button"
                            ref={reorder.handleRef(category.id)}
                            aria-label={`Reorder ${category.name}, position ${index + 1} of ${reorder.ordered.length}`}
                            aria-describedby={REORDER_HELP_ID}
                            aria-pressed={reorder.lifted === category.id}
                            onKeyDown={reorder.onHandleKeyDown(category.id)}
                            className="cursor-grab rounded p-1 text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-green-700 aria-pressed:bg-green-100"
                          >
                            <GripVertical className="h-4 w-4" aria-hidden="true" />
                          </button>
                          {index}
                        </span>
                      </td>
                      <td className="px-3 py-3 font-medium text-gray-900">{category.name}</td>
                      <td className="px-3 py-3">
                        <code className="rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-800">
                          {category.slug}
                        </code>
                      </td>
                      <td className="max-w-xs px-3 py-3 text-gray-700">
                        {category.description || <span className="text-gray-600 italic">No description</span>}
                      </td>
                      <td className="px-3 py-3 text-gray-700">{category.articleCount}</td>
                      <td className="px-3 py-3">
                        <div className="flex justify-end gap-1">
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Edit ${category.name}`}
                            onClick={() => setEditing({ open: true, category })}
                          >
                            <Pencil className="h-4 w-4" aria-hidden="true" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Delete ${category.name}`}
                            className="text-red-700 hover:bg-red-50"
                            onClick={() => setDeleting(category)}
                          >
                            <Trash2 className="h-4 w-4" aria-hidden="true" />
                          </Button>
                        </div>
                      </td>
                    </tr>
                    {isOpen && (
                      <tr id={panelId}>
                        <td colSpan={7} className="bg-gray-50 px-6 py-4">
                          <CategoryArticles categoryId={category.id} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </Card>
      )}
      <CategoryDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        category={editing.category}
        defaultOrder={categories?.length ?? 0}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting ? `Delete ${deleting.name}?` : undefined}
        description={deleting ? deletionWarning(deleting) : ""}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
