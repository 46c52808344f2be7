import { type DehydratedState, dehydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { App } from "./App.tsx";
import { createQueryClient } from "./api/publicQueries.ts";

export interface ServerRender {
  html: string;
  queries: DehydratedState;
}

/** Renders a public page with the data the server loaded (keyed as the client's queries). */
export function render(url: string, data: [readonly unknown[], unknown][]): ServerRender {
  const queryClient = createQueryClient();
  for (const [key, value] of data) queryClient.setQueryData(key, value);
  const queries = dehydrate(queryClient);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App queryClient={queryClient} />
      </StaticRouter>
    </StrictMode>,
  );
  queryClient.clear();
  return { html, queries };
}
