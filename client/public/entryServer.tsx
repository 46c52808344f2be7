import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import type { RenderPage } from "../../shared/pageState.ts";
import { createQueryClient } from "../ui/createQueryClient.ts";
import { App } from "./App.tsx";
import { pageQueryHash, ServerPageDataProvider } from "./api/usePageQuery.ts";
import { withoutArticleBodies } from "./articleBodyInPage.ts";
import { ServerRenderProvider } from "./hooks/useServerRender.tsx";

/**
 * Renders a public page with the data the server loaded (keyed as the client's queries). The
 * pages read it straight from the page data; the browser gets the same data, less an article's
 * body (which the HTML carries) and the values left undefined (no data), and hydrates from it.
 * The query client is only for what pages set up but never run while rendering (mutations).
 */
export const render: RenderPage = (url, data) => {
  const pageData = new Map<string, unknown>();
  for (const [key, value] of data) if (value !== undefined) pageData.set(pageQueryHash(key), value);
  const sent = withoutArticleBodies(data).filter(([, value]) => value !== undefined);
  const html = renderToString(
    <StrictMode>
      <ServerRenderProvider value={true}>
        <ServerPageDataProvider value={pageData}>
          <Router ssrPath={url}>
            <App queryClient={createQueryClient()} />
          </Router>
        </ServerPageDataProvider>
      </ServerRenderProvider>
    </StrictMode>,
  );
  return { html, data: sent };
};
