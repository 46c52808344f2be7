import type { KeyboardEvent } from "react";

/**
 * Radix starts listening for Escape one render after a dialog appears (once it knows the dialog
 * is the topmost layer); under load, an Escape pressed as the dialog opens came before that and
 * was lost, leaving the dialog open. Put on the dialog's content, this closes it on an Escape
 * that reaches it unhandled. Once Radix listens it handles Escape first (and marks it handled),
 * so nothing closes twice and a menu open inside the dialog still takes its own Escape.
 */
export function closeOnEarlyEscape(onOpenChange: (open: boolean) => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    event.preventDefault();
    onOpenChange(false);
  };
}
