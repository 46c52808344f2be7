import { ArrowLeft, Eye, EyeOff, Save, Send } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Badge } from "../../ui/Badge.tsx";
import { Button, buttonClass } from "../../ui/Button.tsx";

interface EditorHeaderProps {
  isNew: boolean;
  savedStatus: "draft" | "published";
  /** A published article with staged changes. */
  changesPending: boolean;
  /** The saved slug: Preview opens the published page when nothing unpublished is waiting. */
  previewSlug: string | null;
  /** Opens a fresh preview link of what is saved but not published (a draft, staged changes). */
  onPreview: () => void;
  previewPending: boolean;
  pending: boolean;
  titleEmpty: boolean;
  onSaveDraft: () => void;
  onPublish: () => void;
  /** Takes a published article off the site (asks first). */
  onUnpublish: () => void;
}

/**
 * The article editor's header: back link, title, status badge, Preview, Unpublish (published
 * articles), Save Draft (staged changes on a published article), Publish.
 */
export function EditorHeader(props: EditorHeaderProps) {
  const { isNew, savedStatus, previewSlug, pending, titleEmpty } = props;
  const published = savedStatus === "published";
  const reasonId = useId();
  // A disabled button gets no hover or focus, so a tooltip would never show: the reasons are text.
  const previewReason = previewSlug ? null : "Preview opens once the article is saved.";
  const publishReason = titleEmpty ? "Add a title to publish." : null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Link to="/admin/articles" className={buttonClass("ghost", "sm")}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to Articles
        </Link>
        <h1 className="text-2xl font-bold text-gray-900">{isNew ? "New Article" : "Edit Article"}</h1>
        <Badge variant={published ? "success" : "secondary"}>
          {published ? (props.changesPending ? "Published · changes pending" : "Published") : "Draft"}
        </Badge>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {previewSlug && published && !props.changesPending ? (
          <a
            href={`/a/${previewSlug}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("outline")}
            aria-label="Preview (opens in a new tab)"
          >
            <Eye aria-hidden="true" className="h-4 w-4" />
            Preview
          </a>
        ) : previewSlug ? (
          <Button
            variant="outline"
            onClick={props.onPreview}
            disabled={props.previewPending}
            aria-label="Preview (opens in a new tab)"
            title="Opens what is saved, as visitors would see it once published"
          >
            <Eye aria-hidden="true" className="h-4 w-4" />
            Preview
          </Button>
        ) : (
          <Button variant="outline" disabled aria-describedby={`${reasonId}-preview`}>
            <Eye aria-hidden="true" className="h-4 w-4" />
            Preview
          </Button>
        )}
        {published && (
          <Button variant="outline" onClick={props.onUnpublish} disabled={pending}>
            <EyeOff aria-hidden="true" className="h-4 w-4" />
            Unpublish
          </Button>
        )}
        <Button
          variant="outline"
          onClick={pending ? undefined : props.onSaveDraft}
          // Not `disabled` while saving: a focused button that is disabled drops focus to the page.
          aria-disabled={pending || undefined}
          aria-keyshortcuts="Control+S"
        >
          <Save aria-hidden="true" className="h-4 w-4" />
          {pending ? "Saving..." : "Save Draft"}
        </Button>
        <Button
          onClick={pending ? undefined : props.onPublish}
          disabled={titleEmpty}
          aria-disabled={pending || undefined}
          aria-describedby={publishReason ? `${reasonId}-publish` : undefined}
        >
          <Send aria-hidden="true" className="h-4 w-4" />
          Publish
        </Button>
        {(previewReason || publishReason) && (
          <p className="w-full text-right text-xs text-gray-700" data-testid="disabled-reasons">
            {previewReason && <span id={`${reasonId}-preview`}>{previewReason}</span>}
            {previewReason && publishReason && " "}
            {publishReason && <span id={`${reasonId}-publish`}>{publishReason}</span>}
          </p>
        )}
      </div>
    </div>
  );
}
