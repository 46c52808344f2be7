import type { Article } from "../../../../shared/schemas/article.ts";
import { Button } from "../../ui/Button.tsx";
import { Dialog, DialogFooter } from "../../ui/Dialog.tsx";
import { htmlToReadableText } from "../history/htmlToReadableText.ts";
import type { CurrentArticleText } from "../history/VersionDiffDialog.tsx";
import { WordDiff } from "../history/WordDiff.tsx";

interface CompareWithLiveDialogProps {
  open: boolean;
  /** The article as visitors see it. */
  live: Article;
  /** The article in the editor: the staged changes and anything typed since. */
  current: CurrentArticleText;
  onClose: () => void;
}

/** What publishing would change: the live article against the editor's, word by word. */
export function CompareWithLiveDialog({ open, live, current, onClose }: CompareWithLiveDialogProps) {
  const fields = [
    { id: "live-diff-title", label: "Title", before: live.title, after: current.title },
    { id: "live-diff-summary", label: "Summary", before: live.summary, after: current.summary },
    { id: "live-diff-tags", label: "Tags", before: live.tags.join(", "), after: current.tags.join(", ") },
    {
      id: "live-diff-body",
      label: "Content",
      before: htmlToReadableText(live.contentHtml),
      after: htmlToReadableText(current.contentHtml),
    },
  ];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Unpublished changes compared with the live article"
      description="Struck through in red: only in the live article. Underlined in green: added by the unpublished changes."
      className="max-w-3xl"
    >
      <div className="space-y-4">
        {fields.map((field) => (
          <section key={field.id} aria-labelledby={field.id}>
            <h3 id={field.id} className="mb-1 text-sm font-semibold text-gray-900">
              {field.label}
            </h3>
            <WordDiff before={field.before} after={field.after} />
          </section>
        ))}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
