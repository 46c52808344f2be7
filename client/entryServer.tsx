import { dehydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { RenderPage } from "../shared/pageState.ts";
import { App } from "./App.tsx";
import { createQueryClient } from "./api/publicQueries.ts";
import { ServerRenderProvider } from "./hooks/useServerRender.tsx";

/** Renders a public page with the data the server loaded (keyed as the client's queries). */
export const render: RenderPage = (url, data) => {
  const queryClient = createQueryClient();
  for (const [key, value] of data) queryClient.setQueryData(key, value);
  const queries = dehydrate(queryClient);
  const html = renderToString(
    <StrictMode>
      <ServerRenderProvider value={true}>
        <StaticRouter location={url}>
          <App queryClient={queryClient} />
        </StaticRouter>
      </ServerRenderProvider>
    </StrictMode>,
  );
  queryClient.clear();
  return { html, queries };
};
