import { pageTitles } from "../../../shared/pageTitles.ts";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import { NotFoundState } from "../components/NotFoundState.tsx";

/** SPEC §2: any unknown address. */
export function NotFoundPage() {
  useDocumentTitle(pageTitles.notFound);
  return (
    <NotFoundState
      title="404 Page Not Found"
      message="The page you're looking for doesn't exist or has been moved."
    />
  );
}
