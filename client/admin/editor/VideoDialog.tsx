import type { Editor } from "@tiptap/react";
import { youtubeVideoId } from "../../../shared/youtubeVideoId.ts";
import { OneFieldDialog } from "../ui/OneFieldDialog.tsx";

/** Said when the address holds no recognisable video id. */
export const INVALID_VIDEO_URL =
  "Please enter a valid YouTube video URL (a watch?v=, youtu.be/ or embed/ link).";

interface VideoDialogProps {
  editor: Editor;
  open: boolean;
  onClose: () => void;
}

/** Embeds a YouTube video from its address. */
export function VideoDialog({ editor, open, onClose }: VideoDialogProps) {
  return (
    <OneFieldDialog
      open={open}
      onClose={onClose}
      title="Embed a YouTube video"
      description="Paste the video's address from YouTube."
      label="Video URL"
      initialValue=""
      placeholder="https://www.youtube.com/watch?v=…"
      submitLabel="Embed video"
      onSubmit={(url) => {
        if (!youtubeVideoId(url)) return INVALID_VIDEO_URL;
        editor.chain().focus().insertVideoEmbed(url).run();
        onClose();
        return undefined;
      }}
    />
  );
}
