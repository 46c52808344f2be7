import type { Editor } from "@tiptap/react";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useRef, useState } from "react";
import { EditorToolbar } from "./EditorToolbar.tsx";
import { editorExtensions } from "./editorExtensions.ts";
import { continueAfterBlock } from "./extensions/continueAfterBlock.ts";
import { HiddenImagePicker } from "./HiddenImagePicker.tsx";
import { LinkDialog } from "./LinkDialog.tsx";
import { VideoDialog } from "./VideoDialog.tsx";

export interface RichTextEditorProps {
  /** The HTML the editor starts from; a new value (another article, a restored version) replaces the text. */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Uploads an image and answers its URL, or null when it failed (the caller says why). */
  uploadImage: (file: File) => Promise<string | null>;
  /** A file that is not an image was chosen: the caller tells the user. */
  onNotAnImage: () => void;
  /** Called once with the editor, so the page can replace its content (restore). */
  onReady?: (editor: Editor) => void;
}

/** The article body: Tiptap with its toolbar, link and video dialogs, and image upload. */
export function RichTextEditor({
  initialHtml,
  onChange,
  uploadImage,
  onNotAnImage,
  onReady,
}: RichTextEditorProps) {
  const [dialog, setDialog] = useState<"link" | "video" | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const callbacks = useRef({ onChange, uploadImage, onNotAnImage });
  callbacks.current = { onChange, uploadImage, onNotAnImage };

  const insertImages = async (target: Editor, files: File[], pos: number | null) => {
    for (const file of files) {
      if (!file.type.startsWith("image/")) {
        callbacks.current.onNotAnImage();
        continue;
      }
      const url = await callbacks.current.uploadImage(file);
      if (!url) continue;
      const image = { type: "image", attrs: { src: url, alt: null } };
      const chain = target.chain().focus();
      (pos === null ? chain.insertContent(image) : chain.insertContentAt(pos, image))
        .command(continueAfterBlock)
        .run();
    }
  };

  const editor = useEditor({
    extensions: editorExtensions((target, files, pos) => void insertImages(target, files, pos)),
    content: initialHtml,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id: "article-body-editor",
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": "Article content",
        class: "article-body editor-body min-h-[320px] p-4 focus:outline-none",
      },
      handleKeyDown: (_view, event) => {
        if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "k") {
          event.preventDefault();
          setDialog("link");
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => callbacks.current.onChange(current.getHTML()),
  });

  useEffect(() => {
    if (editor && onReady) onReady(editor);
  }, [editor, onReady]);

  if (!editor) return <div className="min-h-[360px] rounded-md border border-gray-300" aria-busy="true" />;

  // The dialog itself gives the focus back to what opened it (a toolbar button or the text).
  const closeDialog = () => setDialog(null);

  return (
    <div className="rounded-md border border-gray-300 bg-white focus-within:border-primary">
      <EditorToolbar
        editor={editor}
        onLink={() => setDialog("link")}
        onVideo={() => setDialog("video")}
        onImage={() => fileInput.current?.click()}
      />
      <EditorContent editor={editor} />
      <HiddenImagePicker
        ref={fileInput}
        label="Upload an image into the article"
        onFiles={(files) => void insertImages(editor, files, null)}
      />
      <LinkDialog editor={editor} open={dialog === "link"} onClose={closeDialog} />
      <VideoDialog editor={editor} open={dialog === "video"} onClose={closeDialog} />
    </div>
  );
}
