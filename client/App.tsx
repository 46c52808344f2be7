import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useLocation, useRoutes } from "react-router";
import { PublicLayout } from "./components/PublicLayout.tsx";
import { ToastProvider } from "./components/Toaster.tsx";
import { EmbedProvider } from "./hooks/useEmbed.tsx";
import { useServerRender } from "./hooks/useServerRender.tsx";
import { publicRoutes, routesThatCanMatch } from "./publicRoutes.tsx";

/** The page for the address: on the server, among only the routes that can match it. */
function PublicPage() {
  const { pathname } = useLocation();
  return useRoutes(useServerRender() ? routesThatCanMatch(pathname) : publicRoutes);
}

/**
 * The public help center (SPEC §2 public routes). The router is given by the entry: a static
 * one on the server, the browser's on the client. /admin is a separate bundle.
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
