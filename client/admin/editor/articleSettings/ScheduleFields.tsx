import { format } from "date-fns";
import { useEffect, useState } from "react";
import type { Article } from "../../../../shared/schemas/article.ts";
import { useSetSchedule } from "../../api/useSchedules.ts";
import { Button } from "../../ui/Button.tsx";
import { FormField } from "../../ui/FormField.tsx";
import { Input } from "../../ui/Input.tsx";

/** An ISO time as a date-and-time field shows it: in this browser's time zone. */
const localValue = (iso: string | null) => (iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm") : "");
/** A date-and-time field's value (this browser's time zone) as the UTC time the server stores. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : null);

interface ScheduleFieldsProps {
  article: Article;
  onSaved: (article: Article) => void;
}

/**
 * Schedule: when the article (or its unpublished changes) goes live, and when it leaves the
 * site, in the staff member's own time zone. Saved on its own, apart from the article's fields.
 */
export function ScheduleFields({ article, onSaved }: ScheduleFieldsProps) {
  const [publishAt, setPublishAt] = useState(localValue(article.schedule?.publishAt ?? null));
  const [unpublishAt, setUnpublishAt] = useState(localValue(article.schedule?.unpublishAt ?? null));
  useEffect(() => {
    setPublishAt(localValue(article.schedule?.publishAt ?? null));
    setUnpublishAt(localValue(article.schedule?.unpublishAt ?? null));
  }, [article.schedule]);
  const save = useSetSchedule(article.id, onSaved);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const canPublishLater = article.status === "draft" || article.draft !== null;
  return (
    <div className="space-y-3">
      <FormField
        label="Publish at"
        hint={
          canPublishLater
            ? `Publishes ${article.status === "draft" ? "the article" : "the unpublished changes"} then (${zone}).`
            : "Save changes as a draft first to schedule their publication."
        }
      >
        <Input
          type="datetime-local"
          value={publishAt}
          disabled={!canPublishLater}
          onChange={(event) => setPublishAt(event.target.value)}
        />
      </FormField>
      <FormField label="Unpublish at" hint={`Takes the article off the site then (${zone}).`}>
        <Input
          type="datetime-local"
          value={unpublishAt}
          onChange={(event) => setUnpublishAt(event.target.value)}
        />
      </FormField>
      {article.schedule?.failure && (
        <p role="alert" className="text-sm text-red-700">
          A scheduled change failed: {article.schedule.failure}
        </p>
      )}
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={save.isPending}
          onClick={() => save.mutate({ publishAt: isoOf(publishAt), unpublishAt: isoOf(unpublishAt) })}
        >
          Save schedule
        </Button>
        {article.schedule && (
          <Button
            variant="ghost"
            size="sm"
            disabled={save.isPending}
            onClick={() => save.mutate({ publishAt: null, unpublishAt: null })}
          >
            Clear schedule
          </Button>
        )}
      </div>
    </div>
  );
}
