import type { Editor } from "@tiptap/react";
import { type FormEvent, useEffect, useState } from "react";
import { youtubeVideoId } from "../../../shared/youtubeVideoId.ts";
import { Button } from "../ui/Button.tsx";
import { Dialog, DialogFooter } from "../ui/Dialog.tsx";
import { FormField } from "../ui/FormField.tsx";
import { Input } from "../ui/Input.tsx";

/** SPEC §5: said when the address holds no recognisable video id. */
export const INVALID_VIDEO_URL =
  "Please enter a valid YouTube video URL (a watch?v=, youtu.be/ or embed/ link).";

interface VideoDialogProps {
  editor: Editor;
  open: boolean;
  onClose: () => void;
}

/** Embeds a YouTube video from its address. */
export function VideoDialog({ editor, open, onClose }: VideoDialogProps) {
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (open) {
      setUrl("");
      setError(undefined);
    }
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React carries events through portals: the editor page's own form must not submit too.
    event.stopPropagation();
    if (!youtubeVideoId(url)) {
      setError(INVALID_VIDEO_URL);
      return;
    }
    editor.chain().focus().insertVideoEmbed(url).run();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Embed a YouTube video"
      description="Paste the video's address from YouTube."
    >
      <form onSubmit={submit} noValidate>
        <FormField label="Video URL" error={error}>
          <Input
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://www.youtube.com/watch?v=…"
            autoComplete="off"
          />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Embed video</Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
