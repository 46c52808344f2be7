import { useEffect } from "react";

/** Keeps the tab title right as the visitor navigates (the server writes it for the first load). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
