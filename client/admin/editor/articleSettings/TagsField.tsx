import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../ui/Button.tsx";
import { Input } from "../../ui/Input.tsx";
import { Label } from "../../ui/Label.tsx";

/** Tags: added by Enter or the plus button; trimmed, no duplicates (any case), removable. */
export function TagsField({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const [draft, setDraft] = useState("");
  const id = useId();
  const add = () => {
    const tag = draft.trim();
    if (tag && !tags.some((existing) => existing.toLowerCase() === tag.toLowerCase()))
      onChange([...tags, tag]);
    setDraft("");
  };
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Tags</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={50}
          placeholder="Add a tag"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" size="icon" aria-label="Add tag" onClick={add}>
          <Plus aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Added tags">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-gray-100 py-0.5 pr-1 pl-3 text-sm"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                className="rounded-full p-0.5 hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-green-700"
                onClick={() => onChange(tags.filter((existing) => existing !== tag))}
              >
                <X aria-hidden="true" className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
