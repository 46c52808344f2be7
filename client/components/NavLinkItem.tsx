import type { ReactNode } from "react";
import type { NavigationLink } from "../../shared/schemas/settings.ts";
import { AppLink } from "./AppLink.tsx";

/** SPEC §1: links starting with / stay in the app; others open in a new tab. */
export function NavLinkItem({
  link,
  className,
  children,
}: {
  link: NavigationLink;
  className?: string;
  children?: ReactNode;
}) {
  const content = children ?? link.name;
  if (link.url.startsWith("/")) {
    return (
      <AppLink to={link.url} className={className}>
        {content}
      </AppLink>
    );
  }
  return (
    <a href={link.url} target="_blank" rel="noopener noreferrer" className={className}>
      {content}
    </a>
  );
}
