import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { embedRequested } from "../../../shared/embedParam.ts";

const STORAGE_KEY = "cairn.embed";
const EmbedContext = createContext(false);

/** Adds embed=true to an in-app address. */
export function withEmbed(to: string): string {
  const url = new URL(to, "http://x");
  url.searchParams.set("embed", "true");
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Embed mode: embed=true hides header, footer and page metadata; it is remembered for
 * the browser session and put back into the address whenever it goes missing.
 */
export function EmbedProvider({ children }: { children: ReactNode }) {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  // The first render follows the address only, as the server did, so hydration matches.
  const [embed, setEmbed] = useState(() => embedRequested(search));

  useEffect(() => {
    const requested = embedRequested(search);
    let remembered = false;
    try {
      if (requested) sessionStorage.setItem(STORAGE_KEY, "1");
      remembered = sessionStorage.getItem(STORAGE_KEY) === "1";
    } catch {
      // Storage may be blocked inside third-party frames; the address still carries the mode.
    }
    const active = requested || remembered;
    setEmbed(active);
    if (active && !requested) {
      navigate(withEmbed(`${pathname}${search ? `?${search}` : ""}${window.location.hash}`), {
        replace: true,
      });
    }
  }, [pathname, search, navigate]);

  return <EmbedContext.Provider value={embed}>{children}</EmbedContext.Provider>;
}

export function useEmbed(): boolean {
  return useContext(EmbedContext);
}

/** An in-app address that keeps embed mode while the visitor navigates. */
export function useAppHref(): (to: string) => string {
  const embed = useEmbed();
  return (to) => (embed ? withEmbed(to) : to);
}
