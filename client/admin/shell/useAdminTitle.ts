import { pageTitles } from "../../../shared/pageTitles.ts";
import { useSiteName } from "../../public/api/useSiteName.ts";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";

/** The tab title of a portal screen, with the help center's name: "Categories | Admin Portal | Trailhead Help". */
export function useAdminTitle(screen: string | null): void {
  const siteName = useSiteName();
  useDocumentTitle(screen ? pageTitles.admin(screen, siteName) : null);
}
