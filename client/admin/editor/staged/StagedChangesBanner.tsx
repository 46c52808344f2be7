import { FilePenLine } from "lucide-react";
import { Button } from "../../ui/Button.tsx";

interface StagedChangesBannerProps {
  savedBy: string | null;
  onCompare: () => void;
  onDiscard: () => void;
}

/** On a published article with staged changes: says so, offers to compare them or throw them away. */
export function StagedChangesBanner({ savedBy, onCompare, onDiscard }: StagedChangesBannerProps) {
  return (
    <section
      aria-labelledby="staged-changes-title"
      className="flex flex-wrap items-start gap-3 rounded-md border border-blue-300 bg-blue-50 p-4"
    >
      <FilePenLine aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-blue-800" />
      <div className="flex-1 text-sm text-blue-950">
        <h2 id="staged-changes-title" className="font-semibold">
          This article has unpublished changes
        </h2>
        <p>
          Visitors see the published version until the changes are published
          {savedBy ? ` (last saved by ${savedBy})` : ""}.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onCompare}>
          Compare with live
        </Button>
        <Button variant="outline" size="sm" onClick={onDiscard} className="text-red-700">
          Discard changes
        </Button>
      </div>
    </section>
  );
}
