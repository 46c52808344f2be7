import type { NavigationLink, PublicSettings } from "../../../shared/schemas/settings.ts";
import { NavLinkItem } from "./NavLinkItem.tsx";

function FooterColumn({ title, links }: { title: string; links: NavigationLink[] }) {
  return (
    <div>
      <h2 className="footer-heading">{title}</h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={`${link.name}-${link.url}`}>
            <NavLinkItem link={link} className="footer-link" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The footer: Support and Company (links with name and url), Resources, tagline, copyright. */
export function SiteFooter({ settings }: { settings: PublicSettings }) {
  const complete = (links: NavigationLink[]) => links.filter((link) => link.name.trim() && link.url.trim());
  return (
    <footer className="mt-16 bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{settings.site_name}</p>
          <p className="mt-2 text-sm">{settings.footer_tagline}</p>
        </div>
        <FooterColumn title="Support" links={complete(settings.navigation_links.footer.support)} />
        <FooterColumn title="Company" links={complete(settings.navigation_links.footer.company)} />
        <div>
          <h2 className="footer-heading">Resources</h2>
          <ul className="space-y-2">
            <li>
              <a href="/api/public/rss.xml" className="footer-link">
                RSS Feed
              </a>
            </li>
            <li>
              <a href="/api/public/sitemap.xml" className="footer-link">
                Sitemap
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-gray-800">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-gray-400">
          © {new Date().getFullYear()} {settings.site_name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
