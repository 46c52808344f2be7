import type { AuditEntry } from "../../../../shared/schemas/audit.ts";
import { errorMessage } from "../../api/errorMessage.ts";
import { useArticleAudit } from "../../api/useArticleAudit.ts";
import { Button } from "../../ui/Button.tsx";
import { LoadFailure } from "../../ui/LoadFailure.tsx";
import { versionTimes } from "./versionTimes.ts";

/** Who acted: the staff member (and the API token their script used), or the scheduler. */
function actorOf(entry: AuditEntry): string {
  if (!entry.actor) return "by the scheduler";
  return entry.viaToken
    ? `by ${entry.actor.email} via API token "${entry.viaToken.name}"`
    : `by ${entry.actor.email}`;
}

/**
 * The editor's "Activity": who created, saved, published, scheduled, verified, trashed and
 * restored the article, newest first, older entries on demand.
 */
export function ArticleAuditList({ articleId }: { articleId: number | null }) {
  const audit = useArticleAudit(articleId);
  if (articleId === null)
    return <p className="text-sm text-gray-600">Activity appears after the first save.</p>;
  if (audit.isPending) return <p className="text-sm text-gray-600">Loading...</p>;
  if (audit.isError) return <LoadFailure what="the activity" reason={errorMessage(audit.error)} />;
  const entries = audit.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <p className="text-sm text-gray-600">Nothing recorded yet.</p>;
  const times = versionTimes(entries.map((entry) => entry.at));
  return (
    <div className="space-y-2">
      <ol className="space-y-2" aria-label="Article activity" data-testid="article-audit">
        {entries.map((entry, index) => (
          <li key={entry.id} className="px-2 text-sm">
            <span className="block font-medium text-gray-900">{entry.summary}</span>
            <span className="block text-gray-600">{times[index]}</span>
            <span className="block break-words text-gray-600">{actorOf(entry)}</span>
          </li>
        ))}
      </ol>
      {audit.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          disabled={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          {audit.isFetchingNextPage ? "Loading..." : "Show older activity"}
        </Button>
      )}
    </div>
  );
}
