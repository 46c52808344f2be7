import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { publicPageAt } from "../../shared/publicPageAt.ts";
import { ToastProvider } from "../ui/Toaster.tsx";
import { LazyToastView } from "./components/LazyToastView.tsx";
import { PublicLayout } from "./components/PublicLayout.tsx";
import { EmbedProvider } from "./hooks/useEmbed.tsx";
import { useMarkHydrated } from "./hooks/useMarkHydrated.ts";
import { publicPageElement } from "./publicRoutes.tsx";

/** The page for the address. */
function PublicPage() {
  return publicPageElement(publicPageAt(useLocation()[0]));
}

/**
 * The public help center: /, /a/:slug, /c/:slug, and the 404 page for anything else. The location is
 * the server's (wouter's Router with ssrPath) or the browser's. /admin is a separate
 * bundle.
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  useMarkHydrated();
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider view={LazyToastView}>
        <EmbedProvider>
          <PublicLayout>
            <PublicPage />
          </PublicLayout>
        </EmbedProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
