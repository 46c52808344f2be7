import { History } from "lucide-react";
import { VERSION_HISTORY_COUNT } from "../../../../shared/constants.ts";
import { errorMessage } from "../../api/errorMessage.ts";
import { useArticleVersions } from "../../api/useArticleVersions.ts";
import { LoadFailure } from "../../ui/LoadFailure.tsx";
import { versionTimes } from "./versionTimes.ts";

/** Who saved a version: the staff account, or the author imported content names. */
function savedBy(version: { editor: { email: string } | null; authorName: string | null }): string {
  if (version.editor) return `by ${version.editor.email}`;
  return version.authorName ? `by ${version.authorName}` : "Unknown";
}

interface VersionHistoryListProps {
  articleId: number | null;
  onOpen: (versionId: number, label: string) => void;
}

/** Version History: the last 5 saves, 'Current' or 'Version n', date, 'by {email or author}' or 'Unknown'. */
export function VersionHistoryList({ articleId, onOpen }: VersionHistoryListProps) {
  const versions = useArticleVersions(articleId);
  if (articleId === null)
    return <p className="text-sm text-gray-600">Versions appear after the first save.</p>;
  if (versions.isPending) return <p className="text-sm text-gray-600">Loading...</p>;
  if (versions.isError)
    return <LoadFailure what="the version history" reason={errorMessage(versions.error)} />;
  const total = versions.data.length;
  if (total === 0) return <p className="text-sm text-gray-600">No saved versions yet.</p>;
  const shown = versions.data.slice(0, VERSION_HISTORY_COUNT);
  const times = versionTimes(shown.map((version) => version.createdAt));
  return (
    <ol className="space-y-1">
      {shown.map((version, index) => {
        const label = index === 0 ? "Current" : `Version ${total - index}`;
        return (
          <li key={version.id}>
            <button
              type="button"
              onClick={() => onOpen(version.id, label)}
              className="flex w-full items-start gap-2 rounded-md px-2 py-1.5 text-left hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-green-700"
            >
              <History aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-gray-500" />
              <span className="text-sm">
                <span className="font-medium text-gray-900">{label}</span>
                <span className="block text-gray-600">{times[index]}</span>
                <span className="block text-gray-600">{savedBy(version)}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
