import { type RefObject, useEffect, useRef } from "react";

/**
 * Hands a component the text typed into its input before the page hydrated. The server's HTML
 * takes keys before the script runs; React keeps that text in the box while hydrating but does
 * not tell the component, whose state still holds the server's value (and would write it back
 * over the typed text at its next render). Read once, on mount: `onTypedEarly` is called with
 * the box's text when it differs from `value`.
 */
export function useValueTypedEarly(
  input: RefObject<HTMLInputElement | null>,
  value: string,
  onTypedEarly: (typed: string) => void,
): void {
  const mounted = useRef({ value, onTypedEarly });
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== mounted.current.value) mounted.current.onTypedEarly(typed);
  }, [input]);
}
