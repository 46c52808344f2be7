import type { CommandProps } from "@tiptap/core";
import { TextSelection } from "@tiptap/pm/state";

/**
 * After inserting an image or video the selection is the new block itself, so whatever comes next
 * (typing, a table) would replace it. This puts the cursor in the text block after it, adding an
 * empty paragraph when there is none.
 */
export function continueAfterBlock({ tr, state }: CommandProps): boolean {
  const after = tr.selection.to;
  const next = tr.doc.resolve(after).nodeAfter;
  if (!next?.isTextblock) tr.insert(after, state.schema.nodes.paragraph!.create());
  tr.setSelection(TextSelection.create(tr.doc, after + 1));
  return true;
}
