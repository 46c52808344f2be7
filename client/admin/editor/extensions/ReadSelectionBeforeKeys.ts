import { Extension } from "@tiptap/core";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";

/** The part of ProseMirror's view that reads DOM changes; not in its public types. */
interface DomObserver {
  flush(): void;
}

/**
 * ProseMirror learns that the browser moved the caret (End, Home, arrows, a click) only from the
 * `selectionchange` event, which Chrome queues behind keyboard input when the page is busy. A key
 * that ProseMirror handles itself (Enter, Backspace, Delete, Tab, shortcuts) could then act on the
 * selection from before the move: End then Enter on selected text replaced the text instead of
 * starting a new line after it. Before any key handler runs, this reads the caret from the DOM the
 * way that event would (ProseMirror's own DOM observer, with its guards for focus and composition).
 */
export const ReadSelectionBeforeKeys = Extension.create({
  name: "readSelectionBeforeKeys",
  // Runs before every extension's keyboard shortcuts, so they all see the current selection.
  priority: 10_000,
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey("readSelectionBeforeKeys"),
        props: {
          handleKeyDown(view: EditorView, event: KeyboardEvent) {
            if (view.composing || event.isComposing || event.keyCode === 229) return false;
            (view as unknown as { domObserver?: DomObserver }).domObserver?.flush();
            return false;
          },
        },
      }),
    ];
  },
});
