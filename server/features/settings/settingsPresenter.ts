import type { PublicSettings, SiteSettings } from "../../../shared/schemas/settings.ts";

/** What visitors may see of the settings: no SEO, origins or synonyms. */
export function presentPublicSettings(settings: SiteSettings): PublicSettings {
  return {
    site_name: settings.site_name,
    site_logo: settings.site_logo,
    favicon_url: settings.favicon_url,
    footer_tagline: settings.footer_tagline,
    brand_colors: settings.brand_colors,
    navigation_links: settings.navigation_links,
  };
}
