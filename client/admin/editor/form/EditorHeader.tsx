import { ArrowLeft, Eye, EyeOff, Save, Send } from "lucide-react";
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
      <div className="flex flex-wrap items-center gap-2">
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
          <Button variant="outline" disabled title="Preview is available once the article is saved">
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
          onClick={props.onSaveDraft}
          disabled={pending}
          aria-keyshortcuts="Control+S"
        >
          <Save aria-hidden="true" className="h-4 w-4" />
          {pending ? "Saving..." : "Save Draft"}
        </Button>
        <Button onClick={props.onPublish} disabled={pending || titleEmpty}>
          <Send aria-hidden="true" className="h-4 w-4" />
          Publish
        </Button>
      </div>
    </div>
  );
}
