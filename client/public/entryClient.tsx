import { hydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { PAGE_STATE_ID, type PageState } from "../../shared/pageState.ts";
import { createQueryClient } from "../ui/createQueryClient.ts";
import { App } from "./App.tsx";
import { dehydratedPage } from "./api/dehydratedPage.ts";
import { restoreArticleBodies } from "./articleBodyInPage.ts";
import "./styles.css";

const queryClient = createQueryClient();
const stateElement = document.getElementById(PAGE_STATE_ID);
if (stateElement?.textContent) {
  const state = JSON.parse(stateElement.textContent) as PageState;
  const queries = dehydratedPage(state.data, state.at);
  restoreArticleBodies(queries, document);
  hydrate(queryClient, queries);
}

hydrateRoot(
  document.getElementById("root")!,
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
  {
    onRecoverableError(error) {
      // Surfaces hydration mismatches in the console, where the browser tests look for them.
      console.error("hydration:", error);
    },
  },
);
