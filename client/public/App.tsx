import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { publicPageAt } from "../../shared/publicPageAt.ts";
import { ToastProvider } from "../ui/Toaster.tsx";
import { PublicLayout } from "./components/PublicLayout.tsx";
import { EmbedProvider } from "./hooks/useEmbed.tsx";
import { publicPageElement } from "./publicRoutes.tsx";

/** The page for the address. */
function PublicPage() {
  return publicPageElement(publicPageAt(useLocation().pathname));
}

/**
 * The public help center: /, /a/:slug, /c/:slug, and the 404 page for anything else. The router is
 * given by the entry: a static one on the server, the browser's on the client. /admin is a separate
 * bundle.
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <EmbedProvider>
          <PublicLayout>
            <PublicPage />
          </PublicLayout>
        </EmbedProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
