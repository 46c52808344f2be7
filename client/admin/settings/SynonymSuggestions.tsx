import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { SynonymSuggestion } from "../../../shared/schemas/synonymSuggestions.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { useToast } from "../../ui/Toaster.tsx";
import { errorMessage } from "../api/errorMessage.ts";
import { useAdminMutation } from "../api/useAdminMutation.ts";
import { Button } from "../ui/Button.tsx";
import { LoadFailure } from "../ui/LoadFailure.tsx";

const suggestionsKey = ["admin", "synonym-suggestions"] as const;

/**
 * "Suggested from visitors' rephrasings": pairs of words visitors swapped to find an answer,
 * with how many did and examples. Add writes the pair as a synonym group (and into the list
 * above, so a later Save keeps it); Dismiss hides the pair. Nothing is applied without a click.
 */
export function SynonymSuggestions({ onAdded }: { onAdded: (group: string) => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const suggestions = useQuery({
    queryKey: suggestionsKey,
    queryFn: () => apiFetch<SynonymSuggestion[]>("/api/admin/settings/synonym-suggestions"),
  });
  const add = useAdminMutation<{ group: string }, [string, string]>({
    mutationFn: (terms) =>
      apiFetch("/api/admin/settings/synonym-suggestions/add", {
        method: "POST",
        body: JSON.stringify({ terms }),
      }),
    errorFallback: "Failed to add the synonyms",
    onSuccess: ({ group }) => {
      onAdded(group);
      toast({ title: "Synonyms added", description: `Searches now treat "${group}" as the same.` });
      return queryClient.invalidateQueries({ queryKey: suggestionsKey });
    },
  });
  const dismiss = useAdminMutation<{ ok: true }, [string, string]>({
    mutationFn: (terms) =>
      apiFetch("/api/admin/settings/synonym-suggestions/dismiss", {
        method: "POST",
        body: JSON.stringify({ terms }),
      }),
    errorFallback: "Failed to dismiss the suggestion",
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suggestionsKey }),
  });
  const busy = add.isPending || dismiss.isPending;
  return (
    <div className="space-y-2" data-testid="synonym-suggestions">
      <h3 className="text-sm font-semibold text-gray-900">Suggested from visitors' rephrasings</h3>
      {suggestions.isError ? (
        <LoadFailure what="the suggestions" reason={errorMessage(suggestions.error)} />
      ) : !suggestions.data ? (
        <p className="text-sm text-gray-600">Loading...</p>
      ) : suggestions.data.length === 0 ? (
        <p className="text-sm text-gray-700">
          No suggestions: when visitors search again with other words and find their answer, the words appear
          here.
        </p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-md border border-gray-200">
          {suggestions.data.map((suggestion) => {
            const pair = suggestion.terms.join(", ");
            return (
              <li
                key={pair}
                className="flex flex-wrap items-start justify-between gap-3 p-3"
                data-testid="synonym-suggestion"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-gray-900">{pair}</p>
                  <p className="text-gray-700">
                    {suggestion.visitors} {suggestion.visitors === 1 ? "visitor" : "visitors"} rephrased, for
                    example{" "}
                    {suggestion.examples.map((example) => `"${example.from}" → "${example.to}"`).join("; ")}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    type="button"
                    size="sm"
                    disabled={busy}
                    onClick={() => add.mutate(suggestion.terms)}
                  >
                    Add<span className="sr-only"> {pair}</span>
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    onClick={() => dismiss.mutate(suggestion.terms)}
                  >
                    Dismiss<span className="sr-only"> {pair}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
