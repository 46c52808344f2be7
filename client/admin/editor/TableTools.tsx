import type { Editor } from "@tiptap/react";
import {
  BetweenHorizontalEnd,
  BetweenHorizontalStart,
  BetweenVerticalEnd,
  BetweenVerticalStart,
  Columns3,
  PanelTop,
  Rows3,
  Trash2,
} from "lucide-react";
import { ToolbarButton } from "./ToolbarButton.tsx";

/** Row, column and header tools, shown in the toolbar while the cursor is in a table. */
export function TableTools({ editor }: { editor: Editor }) {
  const chain = () => editor.chain().focus();
  const tools = [
    { label: "Add row above", icon: BetweenHorizontalStart, onClick: () => chain().addRowBefore().run() },
    { label: "Add row below", icon: BetweenHorizontalEnd, onClick: () => chain().addRowAfter().run() },
    { label: "Delete row", icon: Rows3, onClick: () => chain().deleteRow().run() },
    { label: "Add column left", icon: BetweenVerticalStart, onClick: () => chain().addColumnBefore().run() },
    { label: "Add column right", icon: BetweenVerticalEnd, onClick: () => chain().addColumnAfter().run() },
    { label: "Delete column", icon: Columns3, onClick: () => chain().deleteColumn().run() },
    { label: "Toggle header row", icon: PanelTop, onClick: () => chain().toggleHeaderRow().run() },
    { label: "Delete table", icon: Trash2, onClick: () => chain().deleteTable().run() },
  ];
  return (
    <>
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-gray-200" />
      {tools.map((tool) => (
        <ToolbarButton key={tool.label} {...tool} />
      ))}
    </>
  );
}
