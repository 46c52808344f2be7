import type { Editor, Extensions } from "@tiptap/core";
import FileHandler from "@tiptap/extension-file-handler";
import { TableKit } from "@tiptap/extension-table";
import TextAlign from "@tiptap/extension-text-align";
import StarterKit from "@tiptap/starter-kit";
import { ReadSelectionBeforeKeys } from "./extensions/ReadSelectionBeforeKeys.ts";
import { ResizableImage } from "./extensions/ResizableImage.ts";
import { VideoEmbed } from "./extensions/VideoEmbed.ts";

/** Image types the upload endpoint takes; a pasted or dropped file of another type is ignored. */
export const IMAGE_MIME_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];

/** Pasted or dropped image files go to `onImageFiles`, which uploads them and inserts at `pos`. */
export type ImageFilesHandler = (editor: Editor, files: File[], pos: number | null) => void;

/**
 * What the article editor can write. Every mark and node here renders HTML that the server's
 * sanitiser (server/features/articles/articleHtml.ts) keeps as it is: tables without column resizing
 * (no per-cell widths), links without target or rel (the sanitiser drops a rel that has no target), headings 2-4 (the title is the page's h1).
 */
export function editorExtensions(onImageFiles: ImageFilesHandler): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        protocols: ["http", "https", "mailto"],
        HTMLAttributes: { rel: null, target: null },
      },
    }),
    TextAlign.configure({ types: ["heading", "paragraph"] }),
    TableKit.configure({ table: { resizable: false } }),
    ResizableImage,
    VideoEmbed,
    ReadSelectionBeforeKeys,
    FileHandler.configure({
      allowedMimeTypes: IMAGE_MIME_TYPES,
      onPaste: (editor, files) => onImageFiles(editor, files, null),
      onDrop: (editor, files, pos) => onImageFiles(editor, files, pos),
    }),
  ];
}
