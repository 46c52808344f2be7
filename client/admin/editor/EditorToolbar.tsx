import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import {
  AlignCenter,
  AlignJustify,
  AlignLeft,
  AlignRight,
  Bold,
  Code,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  SquareCode,
  Strikethrough,
  Table,
  Underline,
  Undo2,
  Video,
} from "lucide-react";
import { Fragment } from "react";
import { TableTools } from "./TableTools.tsx";
import { ToolbarButton } from "./ToolbarButton.tsx";
import { useRovingToolbar } from "./useRovingToolbar.ts";

interface EditorToolbarProps {
  editor: Editor;
  onLink: () => void;
  onImage: () => void;
  onVideo: () => void;
}

type Tool = Parameters<typeof ToolbarButton>[0];

/** The formatting toolbar: one Tab stop, arrow keys between tools (WAI-ARIA toolbar). */
export function EditorToolbar({ editor, onLink, onImage, onVideo }: EditorToolbarProps) {
  const onKeyDown = useRovingToolbar();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      strike: e.isActive("strike"),
      code: e.isActive("code"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      blockquote: e.isActive("blockquote"),
      codeBlock: e.isActive("codeBlock"),
      link: e.isActive("link"),
      table: e.isActive("table"),
      align: (["left", "center", "right", "justify"] as const).find((side) =>
        e.isActive({ textAlign: side }),
      ),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const groups: Tool[][] = [
    [
      {
        label: "Bold",
        icon: Bold,
        shortcut: "Control+B",
        active: state.bold,
        onClick: () => chain().toggleBold().run(),
      },
      {
        label: "Italic",
        icon: Italic,
        shortcut: "Control+I",
        active: state.italic,
        onClick: () => chain().toggleItalic().run(),
      },
      {
        label: "Underline",
        icon: Underline,
        shortcut: "Control+U",
        active: state.underline,
        onClick: () => chain().toggleUnderline().run(),
      },
      {
        label: "Strikethrough",
        icon: Strikethrough,
        active: state.strike,
        onClick: () => chain().toggleStrike().run(),
      },
      {
        label: "Inline code",
        icon: Code,
        shortcut: "Control+E",
        active: state.code,
        onClick: () => chain().toggleCode().run(),
      },
    ],
    [
      {
        label: "Heading 2",
        icon: Heading2,
        active: state.h2,
        onClick: () => chain().toggleHeading({ level: 2 }).run(),
      },
      {
        label: "Heading 3",
        icon: Heading3,
        active: state.h3,
        onClick: () => chain().toggleHeading({ level: 3 }).run(),
      },
      {
        label: "Bullet list",
        icon: List,
        active: state.bulletList,
        onClick: () => chain().toggleBulletList().run(),
      },
      {
        label: "Numbered list",
        icon: ListOrdered,
        active: state.orderedList,
        onClick: () => chain().toggleOrderedList().run(),
      },
      {
        label: "Quote",
        icon: Quote,
        active: state.blockquote,
        onClick: () => chain().toggleBlockquote().run(),
      },
      {
        label: "Code block",
        icon: SquareCode,
        active: state.codeBlock,
        onClick: () => chain().toggleCodeBlock().run(),
      },
    ],
    [
      {
        label: "Align left",
        icon: AlignLeft,
        active: state.align === "left",
        onClick: () => chain().setTextAlign("left").run(),
      },
      {
        label: "Align center",
        icon: AlignCenter,
        active: state.align === "center",
        onClick: () => chain().setTextAlign("center").run(),
      },
      {
        label: "Align right",
        icon: AlignRight,
        active: state.align === "right",
        onClick: () => chain().setTextAlign("right").run(),
      },
      {
        label: "Justify",
        icon: AlignJustify,
        active: state.align === "justify",
        onClick: () => chain().setTextAlign("justify").run(),
      },
    ],
    [
      { label: "Link", icon: Link2, shortcut: "Control+K", active: state.link, onClick: onLink },
      { label: "Image", icon: ImagePlus, onClick: onImage },
      { label: "YouTube video", icon: Video, onClick: onVideo },
      {
        label: "Insert table",
        icon: Table,
        unavailable: state.table,
        onClick: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      },
    ],
    [
      {
        label: "Undo",
        icon: Undo2,
        shortcut: "Control+Z",
        unavailable: !state.canUndo,
        onClick: () => chain().undo().run(),
      },
      {
        label: "Redo",
        icon: Redo2,
        shortcut: "Control+Shift+Z",
        unavailable: !state.canRedo,
        onClick: () => chain().redo().run(),
      },
    ],
  ];

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls="article-body-editor"
      onKeyDown={onKeyDown}
      className="sticky top-0 z-10 flex flex-wrap items-center gap-1 border-b border-gray-200 bg-white p-1"
    >
      {groups.map((tools, index) => (
        <Fragment key={tools[0]!.label}>
          {index > 0 && <span aria-hidden="true" className="mx-1 h-6 w-px bg-gray-200" />}
          {tools.map((tool) => (
            <ToolbarButton key={tool.label} {...tool} tabStop={tool.label === "Bold"} />
          ))}
        </Fragment>
      ))}
      {state.table && <TableTools editor={editor} />}
    </div>
  );
}
