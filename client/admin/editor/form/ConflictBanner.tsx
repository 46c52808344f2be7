import { TriangleAlert } from "lucide-react";
import { Button } from "../../ui/Button.tsx";

/** Shown after a 409: someone else saved first; nothing of theirs or ours was overwritten. */
export function ConflictBanner({ onReload, reloading }: { onReload: () => void; reloading: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start gap-3 rounded-md border border-orange-300 bg-orange-50 p-4"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-orange-700" />
      <div className="flex-1 text-sm text-orange-950">
        <p className="font-semibold">Someone else saved this article while you were editing.</p>
        <p>
          Your changes were not saved, and theirs were not overwritten. Reload the article to see their
          version (your unsaved changes here will be lost; copy anything you want to keep first).
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={onReload} disabled={reloading}>
        {reloading ? "Reloading..." : "Reload article"}
      </Button>
    </div>
  );
}
