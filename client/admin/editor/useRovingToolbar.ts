import { type KeyboardEvent, useCallback } from "react";

/**
 * WAI-ARIA toolbar keys: one Tab stop for the whole toolbar; arrows, Home and End move between
 * its buttons (unavailable ones stay focusable, marked aria-disabled). The last focused keeps tabindex 0.
 */
export function useRovingToolbar() {
  return useCallback((event: KeyboardEvent<HTMLElement>) => {
    const keys = ["ArrowLeft", "ArrowRight", "Home", "End"];
    if (!keys.includes(event.key)) return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1) return;
    event.preventDefault();
    const last = buttons.length - 1;
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? last
          : event.key === "ArrowRight"
            ? (current + 1) % buttons.length
            : (current - 1 + buttons.length) % buttons.length;
    for (const button of buttons) button.tabIndex = -1;
    buttons[next]!.tabIndex = 0;
    buttons[next]!.focus();
  }, []);
}
