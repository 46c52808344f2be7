import { createContext, useContext } from "react";

const ServerRenderContext = createContext(false);

/** Given by the server entry (client/public/entryServer.tsx) around the page it renders to HTML. */
export const ServerRenderProvider = ServerRenderContext.Provider;

/**
 * Whether this render only makes the server's HTML. Components may then draw the same markup by
 * a cheaper path that leaves out what only a browser uses (click handlers, navigation hooks);
 * the browser always renders the full components, so hydration finds the markup it expects.
 */
export function useServerRender(): boolean {
  return useContext(ServerRenderContext);
}
