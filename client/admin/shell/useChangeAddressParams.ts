import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * Changes some of the address's query parameters and keeps the others: an empty or null value
 * removes its parameter. It starts from the browser's address, not from the parameters this
 * component last rendered: the router puts a new address in the browser at once but renders it
 * as a transition, which a busy machine can hold back, so a second change made before that
 * render (a filter, then another) would otherwise start from the address before the first and
 * undo it.
 */
export function useChangeAddressParams(): (
  changes: Record<string, string | null>,
  options?: { replace?: boolean },
) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes, options) => {
      const next = new URLSearchParams(window.location.search);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      setParams(next, options);
    },
    [setParams],
  );
}
