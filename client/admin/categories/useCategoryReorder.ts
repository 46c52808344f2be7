import { type DragEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from "react";
import type { Category } from "../../../shared/schemas/category.ts";

/** Moves `id` to `index` in `ids`. */
function moved(ids: number[], id: number, index: number): number[] {
  const rest = ids.filter((other) => other !== id);
  rest.splice(Math.max(0, Math.min(index, rest.length)), 0, id);
  return rest;
}

/**
 * Reordering categories by dragging a row, or by keyboard on its handle (Space or Enter picks the
 * category up, the arrow keys, Home and End move it, Space or Enter drops it, Escape puts it
 * back), every step announced to screen readers. `save` gets the new order of every id.
 */
export function useCategoryReorder(categories: Category[], save: (ids: number[]) => void) {
  const [draft, setDraft] = useState<number[] | null>(null);
  const [lifted, setLifted] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const dragged = useRef<number | null>(null);
  const handles = useRef(new Map<number, HTMLButtonElement>());
  const saved = categories.map((category) => category.id);
  const ids = draft ?? saved;
  const byId = new Map(categories.map((category) => [category.id, category]));
  const ordered = ids.map((id) => byId.get(id)).filter((category): category is Category => !!category);
  const nameOf = (id: number) => byId.get(id)?.name ?? "Category";
  const where = (list: number[], id: number) => `position ${list.indexOf(id) + 1} of ${list.length}`;

  // A moved row's DOM node is moved too, which takes focus from its handle: give it back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: after every move of the lifted row
  useLayoutEffect(() => {
    if (lifted !== null) handles.current.get(lifted)?.focus();
  }, [draft, lifted]);

  const finish = (list: number[], id: number) => {
    const changed = list.some((other, index) => other !== saved[index]);
    setLifted(null);
    if (changed) {
      setAnnouncement(`${nameOf(id)} dropped at ${where(list, id)}. Saving the new order.`);
      save(list);
    } else {
      setDraft(null);
      setAnnouncement(`${nameOf(id)} dropped at ${where(list, id)}. The order did not change.`);
    }
  };

  const onHandleKeyDown = (id: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const list = draft ?? saved;
    if (lifted !== id) {
      if (event.key === " " || event.key === "Enter") {
        event.preventDefault();
        setLifted(id);
        setDraft(list);
        setAnnouncement(
          `${nameOf(id)} picked up, ${where(list, id)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
        );
      }
      return;
    }
    const index = list.indexOf(id);
    const target =
      event.key === "ArrowUp"
        ? index - 1
        : event.key === "ArrowDown"
          ? index + 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? list.length - 1
              : null;
    if (target !== null) {
      event.preventDefault();
      const next = moved(list, id, target);
      setDraft(next);
      setAnnouncement(`${nameOf(id)} moved to ${where(next, id)}.`);
    } else if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      finish(list, id);
    } else if (event.key === "Escape" || event.key === "Tab") {
      if (event.key === "Escape") event.preventDefault();
      setLifted(null);
      setDraft(null);
      setAnnouncement(`Reordering cancelled. ${nameOf(id)} is back at ${where(saved, id)}.`);
    }
  };

  /** Props of a row that can be dragged with a pointer and dropped on another row. */
  const rowDragProps = (id: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      dragged.current = id;
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", nameOf(id));
      setDraft(saved);
    },
    onDragOver: (event: DragEvent) => {
      const source = dragged.current;
      if (source === null) return;
      event.preventDefault();
      const list = draft ?? saved;
      if (source !== id) setDraft(moved(list, source, list.indexOf(id)));
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const source = dragged.current;
      dragged.current = null;
      if (source !== null) finish(draft ?? saved, source);
    },
    onDragEnd: () => {
      // Dropped outside the table: nothing changes.
      if (dragged.current !== null) {
        dragged.current = null;
        setDraft(null);
      }
    },
  });

  return {
    ordered,
    lifted,
    announcement,
    onHandleKeyDown,
    rowDragProps,
    handleRef: (id: number) => (node: HTMLButtonElement | null) => {
      if (node) handles.current.set(id, node);
      else handles.current.delete(id);
    },
    /** The order is saved (or failed): show the server's order again. */
    settle: (message: string) => {
      setDraft(null);
      setAnnouncement(message);
    },
  };
}
