import type { PublicSettings, SiteSettings } from "../../../shared/schemas/settings.ts";
import { SiteHeader } from "../../public/components/SiteHeader.tsx";
import { themeStyle } from "../../ui/theme.ts";

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour as typed, or the saved one while what is typed is not a colour yet. */
const colourOr = (typed: unknown, saved: string) =>
  typeof typed === "string" && HEX.test(typed) ? typed : saved;

/**
 * The public header as it will look with the values in the form, before they are saved: the
 * real header component, drawn inert (its links neither navigate nor take focus), and a button
 * in the primary colour with the text the site will draw on it.
 */
export function HeaderPreview({
  values,
  saved,
}: {
  values: Partial<Pick<SiteSettings, keyof PublicSettings>>;
  saved: SiteSettings;
}) {
  const typed = values.brand_colors;
  const settings: PublicSettings = {
    site_name: values.site_name ?? saved.site_name,
    site_logo: values.site_logo ?? saved.site_logo,
    favicon_url: values.favicon_url ?? saved.favicon_url,
    footer_tagline: values.footer_tagline ?? saved.footer_tagline,
    brand_colors: {
      primary: colourOr(typed?.primary, saved.brand_colors.primary),
      accent: colourOr(typed?.accent, saved.brand_colors.accent),
      background: colourOr(typed?.background, saved.brand_colors.background),
    },
    navigation_links: {
      header: (values.navigation_links?.header ?? saved.navigation_links.header).filter(Boolean),
      footer: saved.navigation_links.footer,
    },
  };
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-medium text-gray-900">Header preview (not saved yet)</figcaption>
      <div
        inert
        data-testid="header-preview"
        className="overflow-hidden rounded-md border border-gray-300"
        style={{ ...themeStyle(settings), background: `hsl(var(--brand-background))` }}
      >
        <SiteHeader settings={settings} />
        <div className="px-4 py-4">
          <span
            className="inline-block rounded-md bg-primary px-4 py-2 text-sm font-medium text-on-primary"
            data-testid="preview-button"
          >
            Primary button
          </span>
        </div>
      </div>
    </figure>
  );
}
