import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { PAGE_STATE_ID, type PageState } from "../../shared/pageState.ts";
import { createQueryClient } from "../ui/createQueryClient.ts";
import { App } from "./App.tsx";
import { dehydratedPage } from "./api/dehydratedPage.ts";
import { restoreArticleBodies } from "./articleBodyInPage.ts";
import { keepStylesheet } from "./keepStylesheet.ts";
import "./styles.css";

// The public pages' script. The server's HTML starts it only after the page has loaded and painted
// (server/platform/http/appScriptLoader.ts): the page works before it (links, the search form),
// and it makes the search box, rating widget and menus interactive.

const queryClient = createQueryClient();
const stateElement = document.getElementById(PAGE_STATE_ID);
if (stateElement?.textContent) {
  const state = JSON.parse(stateElement.textContent) as PageState;
  const queries = dehydratedPage(state.data, state.at);
  restoreArticleBodies(queries, document);
  hydrate(queryClient, queries);
}

// Hydrating as a transition lets React pause between components and give the main thread back
// (a click or a key waits a few milliseconds, not the whole page's hydration); as an ordinary
// update the page hydrates in one long task, which a slow phone feels as a frozen page.
startTransition(() => {
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
});

void keepStylesheet();
