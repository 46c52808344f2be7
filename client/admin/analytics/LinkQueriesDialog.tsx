import { useState } from "react";
import { errorMessage } from "../api/errorMessage.ts";
import { useAdminArticleList } from "../api/useAdminArticleList.ts";
import { useLinkGaps } from "../api/useGaps.ts";
import { Button } from "../ui/Button.tsx";
import { Dialog } from "../ui/Dialog.tsx";
import { FormField } from "../ui/FormField.tsx";
import { Input } from "../ui/Input.tsx";
import { LoadFailure } from "../ui/LoadFailure.tsx";

interface LinkQueriesDialogProps {
  queries: [string, ...string[]];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLinked: (title: string) => void;
}

/**
 * "Link to an existing article": find the article by its title (the article list's search),
 * choose it, and every chosen query is linked to it.
 */
export function LinkQueriesDialog({ queries, open, onOpenChange, onLinked }: LinkQueriesDialogProps) {
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<{ id: number; title: string } | null>(null);
  const articles = useAdminArticleList({
    search,
    status: "",
    categoryId: null,
    needsVerification: false,
    sort: "updated",
  });
  const link = useLinkGaps();
  const found = articles.data?.pages[0]?.articles ?? [];
  const count = queries.length === 1 ? "1 query" : `${queries.length} queries`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Link ${count} to an article`}
      description={queries.map((query) => `“${query}”`).join(", ")}
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) return;
          link.mutate(
            { queries, articleId: chosen.id },
            {
              onSuccess: () => {
                onLinked(chosen.title);
                onOpenChange(false);
              },
            },
          );
        }}
      >
        <FormField label="Find an article">
          <Input
            type="search"
            value={search}
            placeholder="Title or summary"
            onChange={(event) => {
              setSearch(event.target.value);
              setChosen(null);
            }}
          />
        </FormField>
        {articles.isError ? (
          <LoadFailure what="the articles" reason={errorMessage(articles.error)} />
        ) : articles.isPending ? (
          <p className="text-sm text-gray-700">Loading...</p>
        ) : found.length === 0 ? (
          <p className="text-sm text-gray-700">No article matches.</p>
        ) : (
          <fieldset className="max-h-64 space-y-1 overflow-y-auto">
            <legend className="sr-only">Article</legend>
            {found.map((article) => (
              <label
                key={article.id}
                className="flex cursor-pointer items-start gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-gray-100"
              >
                <input
                  type="radio"
                  name="gap-article"
                  className="mt-1"
                  checked={chosen?.id === article.id}
                  onChange={() => setChosen({ id: article.id, title: article.title })}
                />
                <span>
                  <span className="block font-medium text-gray-900">{article.title}</span>
                  <span className="block text-gray-700">{article.status}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!chosen || link.isPending}>
            {link.isPending ? "Linking..." : "Link"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
