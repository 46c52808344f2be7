import { useCallback } from "react";
import { playVideoFacade } from "../articleHtml.ts";

/**
 * A ref for the article body: a click (or Enter) on a video facade inside it loads the player
 * in place instead of following the link to YouTube.
 */
export function useVideoFacades() {
  return useCallback((body: HTMLElement | null) => {
    if (!body) return;
    const onClick = (event: MouseEvent) => {
      const facade = (event.target as Element | null)?.closest?.<HTMLElement>("a.video-facade");
      if (!facade || !body.contains(facade)) return;
      event.preventDefault();
      playVideoFacade(facade);
    };
    body.addEventListener("click", onClick);
    return () => body.removeEventListener("click", onClick);
  }, []);
}
