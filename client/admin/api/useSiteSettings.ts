import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { SiteSettings } from "../../../shared/schemas/settings.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { useToast } from "../../ui/Toaster.tsx";
import { adminQueryKeys } from "./adminQueryKeys.ts";
import { useAdminMutation } from "./useAdminMutation.ts";

/** GET /api/admin/settings: the whole settings object (admins only). */
export function useSiteSettings() {
  return useQuery({
    queryKey: adminQueryKeys.settings,
    queryFn: () => apiFetch<SiteSettings>("/api/admin/settings"),
  });
}

/** PUT /api/admin/settings: save the whole object, then refresh admin and public settings, toast. */
export function useSaveSiteSettings({ onError }: { onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useAdminMutation({
    mutationFn: (settings: SiteSettings) =>
      apiFetch<SiteSettings>("/api/admin/settings", { method: "PUT", body: JSON.stringify(settings) }),
    onSuccess: async () => {
      toast({ title: "Settings saved", description: "Your settings have been updated successfully." });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.settings }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.publicSettings }),
      ]);
    },
    onError,
  });
}
