import type { PublicSettings } from "../../../shared/schemas/settings.ts";
import { SiteLogo } from "../../ui/SiteLogo.tsx";
import { AppLink } from "./AppLink.tsx";
import { NavLinkItem } from "./NavLinkItem.tsx";

/** The header: logo, site name and header links (a link named shop is an outlined orange button). */
export function SiteHeader({ settings }: { settings: PublicSettings }) {
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <AppLink to="/" className="flex items-center gap-2 text-lg font-bold text-gray-900">
          <SiteLogo src={settings.site_logo} />
          <span>{settings.site_name}</span>
        </AppLink>
        <nav aria-label="Main">
          <ul className="flex flex-wrap items-center gap-2 sm:gap-4">
            {settings.navigation_links.header
              .filter((link) => link.name && link.url)
              .map((link) => (
                <li key={`${link.name}-${link.url}`}>
                  <NavLinkItem
                    link={link}
                    className={
                      link.name.trim().toLowerCase() === "shop"
                        ? "inline-block rounded-md border-2 border-accent px-4 py-1.5 text-sm font-semibold text-accent-strong hover:bg-accent/10"
                        : "inline-block px-2 py-1.5 text-sm font-medium text-gray-700 hover:text-primary-strong"
                    }
                  />
                </li>
              ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
