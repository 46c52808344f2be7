import type { PreviewLink } from "../../../shared/schemas/previewLink.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { useAdminMutation } from "./useAdminMutation.ts";

/**
 * The editor's Preview of an unpublished article: a fresh preview link, opened in a new tab. The
 * tab is opened at the click (browsers block a window opened after a network round trip) and
 * sent to the link once it is made; it is closed again if that fails.
 */
export function usePreviewLink(articleId: number | null) {
  const mutation = useAdminMutation({
    errorFallback: "Failed to make a preview link",
    mutationFn: (_tab: Window | null) =>
      apiFetch<PreviewLink>(`/api/admin/articles/${articleId}/preview-link`, { method: "POST", body: "{}" }),
    onSuccess: (link, tab) => {
      // The same site: the path keeps the tab on this origin whatever PUBLIC_URL names.
      const path = new URL(link.url).pathname;
      if (tab) tab.location.href = path;
      else window.open(path, "_blank", "noopener");
    },
    onError: (_error, tab) => tab?.close(),
  });
  return {
    isPending: mutation.isPending,
    open: () => {
      const tab = window.open("", "_blank");
      if (tab) tab.opener = null;
      mutation.mutate(tab);
    },
  };
}
