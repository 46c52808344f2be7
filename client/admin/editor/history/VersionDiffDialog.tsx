import { RotateCcw } from "lucide-react";
import type { ArticleVersionDetail } from "../../../../shared/schemas/article.ts";
import { errorMessage } from "../../api/errorMessage.ts";
import { useArticleVersion } from "../../api/useArticleVersions.ts";
import { Button } from "../../ui/Button.tsx";
import { Dialog, DialogFooter } from "../../ui/Dialog.tsx";
import { LoadFailure } from "../../ui/LoadFailure.tsx";
import { htmlToReadableText } from "./htmlToReadableText.ts";
import { WordDiff } from "./WordDiff.tsx";

export interface CurrentArticleText {
  title: string;
  summary: string;
  contentHtml: string;
  tags: string[];
}

interface VersionDiffDialogProps {
  articleId: number;
  version: { id: number; label: string } | null;
  current: CurrentArticleText;
  onClose: () => void;
  onRestore: (version: ArticleVersionDetail) => void;
}

/** What changed between a saved version and the article in the editor now; restore loads it back. */
export function VersionDiffDialog({
  articleId,
  version,
  current,
  onClose,
  onRestore,
}: VersionDiffDialogProps) {
  const detail = useArticleVersion(articleId, version?.id ?? null);
  const saved = detail.data;
  return (
    <Dialog
      open={version !== null}
      onOpenChange={(open) => !open && onClose()}
      title={version ? `${version.label} compared with the article now` : "Version"}
      description="Struck through in red: only in this version. Underlined in green: added since, in the article as it is in the editor now."
      className="max-w-3xl"
    >
      {detail.isPending ? (
        <p className="text-sm text-gray-600">Loading...</p>
      ) : detail.isError || !saved ? (
        <LoadFailure what="this version" reason={errorMessage(detail.error)} />
      ) : (
        <div className="space-y-4">
          <section aria-labelledby="diff-title">
            <h3 id="diff-title" className="mb-1 text-sm font-semibold text-gray-900">
              Title
            </h3>
            <WordDiff before={saved.title} after={current.title} />
          </section>
          <section aria-labelledby="diff-summary">
            <h3 id="diff-summary" className="mb-1 text-sm font-semibold text-gray-900">
              Summary
            </h3>
            <WordDiff before={saved.summary} after={current.summary} />
          </section>
          <section aria-labelledby="diff-tags">
            <h3 id="diff-tags" className="mb-1 text-sm font-semibold text-gray-900">
              Tags
            </h3>
            <WordDiff before={saved.tags.join(", ")} after={current.tags.join(", ")} />
          </section>
          <section aria-labelledby="diff-body">
            <h3 id="diff-body" className="mb-1 text-sm font-semibold text-gray-900">
              Content
            </h3>
            <WordDiff
              before={htmlToReadableText(saved.contentHtml)}
              after={htmlToReadableText(current.contentHtml)}
            />
          </section>
        </div>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button disabled={!saved} onClick={() => saved && onRestore(saved)}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Restore this version
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
