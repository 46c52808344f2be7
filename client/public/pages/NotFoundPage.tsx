import { pageTitles } from "../../../shared/pageTitles.ts";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import { useSiteName } from "../api/useSiteName.ts";
import { NotFoundState } from "../components/NotFoundState.tsx";

/** '404 Page Not Found', for any unknown address. */
export function NotFoundPage() {
  useDocumentTitle(pageTitles.notFound(useSiteName()));
  return (
    <NotFoundState
      title="404 Page Not Found"
      message="The page you're looking for doesn't exist or has been moved."
    />
  );
}
