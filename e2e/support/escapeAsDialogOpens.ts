import type { Page } from "playwright-core";

/**
 * Clicks the button `openerSelector` and sends Escape to whatever has focus the moment a dialog
 * is in the page, before the page has done anything else: the instant a hurried user's Escape
 * can land, when Radix does not listen for it yet.
 */
export async function pressEscapeAsDialogOpens(page: Page, openerSelector: string): Promise<void> {
  await page.evaluate(async (selector) => {
    const appeared = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[role="dialog"]')) return;
        observer.disconnect();
        (document.activeElement ?? document.body).dispatchEvent(
          new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }),
        );
        resolve();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    const opener = document.querySelector<HTMLButtonElement>(selector)!;
    opener.focus();
    opener.click();
    await appeared;
  }, openerSelector);
}
