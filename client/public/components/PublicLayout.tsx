import type { ReactNode } from "react";
import { themeStyle } from "../../ui/theme.ts";
import { usePublicSettings } from "../api/usePublicSettings.ts";
import { useEmbed } from "../hooks/useEmbed.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

/** Theme from settings; header and footer except in embed mode (embed=true hides them). */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { data: settings } = usePublicSettings();
  const embed = useEmbed();
  if (!settings) return null;
  return (
    <div
      style={themeStyle(settings)}
      className="flex min-h-screen flex-col bg-background"
      data-testid="theme-root"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      {!embed && <SiteHeader settings={settings} />}
      <main id="main" className="flex-1">
        {children}
      </main>
      {!embed && <SiteFooter settings={settings} />}
    </div>
  );
}
