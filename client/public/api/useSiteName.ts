import { defaultSiteSettings } from "../../../shared/defaults.ts";
import { usePublicSettings } from "./usePublicSettings.ts";

/** The help center's name, for titles and headings (the default name until the settings arrive). */
export function useSiteName(): string {
  const { data: settings } = usePublicSettings();
  return settings?.site_name || defaultSiteSettings.site_name;
}
