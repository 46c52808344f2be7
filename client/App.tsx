import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Route, Routes } from "react-router";
import { PublicLayout } from "./components/PublicLayout.tsx";
import { ToastProvider } from "./components/Toaster.tsx";
import { EmbedProvider } from "./hooks/useEmbed.tsx";
import { ArticlePage } from "./pages/public/ArticlePage.tsx";
import { CategoryPage } from "./pages/public/CategoryPage.tsx";
import { HomePage } from "./pages/public/HomePage.tsx";
import { NotFoundPage } from "./pages/public/NotFoundPage.tsx";
import { SearchPage } from "./pages/public/SearchPage.tsx";

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
            <Routes>
              <Route path="/" element={<HomePage />} />
              <Route path="/a/:slug" element={<ArticlePage />} />
              <Route path="/c/:slug" element={<CategoryPage />} />
              <Route path="/search" element={<SearchPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </PublicLayout>
        </EmbedProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
