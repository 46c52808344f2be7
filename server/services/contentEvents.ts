import type { AppContext } from "../context.ts";

/** Tells every listener (the page cache) that content or settings changed. */
export function notifyContentChange(ctx: AppContext): void {
  for (const fn of ctx.onContentChange) fn();
}
