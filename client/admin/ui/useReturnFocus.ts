import { useRef } from "react";

/**
 * Radix returns focus to a dialog's Trigger on close; dialogs opened from state (a table row's
 * button, a menu item) have none, and focus would fall to the page's start. This remembers what
 * had focus when the dialog opened and puts it back when it closes.
 */
export function useReturnFocus() {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = previous.current;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
