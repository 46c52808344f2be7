import type { SiteSettings } from "./schemas/settings.ts";

/** The defaults when a setting is missing. The API fills unset settings from here. */
export const defaultSiteSettings: SiteSettings = {
  site_name: "Help Center",
  site_logo: "",
  favicon_url: "",
  footer_tagline: "Premium outdoor equipment for your adventures.",
  brand_colors: { primary: "#1e7e34", accent: "#fd7e14", background: "#f8f9fa" },
  default_seo: {
    title: "Help Center",
    description: "Get help with your products and services",
    keywords: "",
  },
  navigation_links: {
    header: [
      { name: "Support", url: "#" },
      { name: "Contact", url: "#" },
    ],
    footer: {
      support: [
        { name: "Help Center", url: "/" },
        { name: "Contact Us", url: "#" },
        { name: "Warranty", url: "#" },
      ],
      company: [
        { name: "About", url: "#" },
        { name: "Privacy Policy", url: "#" },
        { name: "Terms of Service", url: "#" },
      ],
    },
  },
  allowed_origins: "",
  search_synonyms: [],
  default_verification_interval: "none",
  require_two_factor_for_staff: false,
};
