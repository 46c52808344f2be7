import type { ReactNode } from "react";
import { isInAppPath } from "../../../shared/inAppPath.ts";
import type { NavigationLink } from "../../../shared/schemas/settings.ts";
import { AppLink } from "./AppLink.tsx";

/** Paths on this site (starting with /) stay in the app; mailto:/tel: open the mail or phone app; others (`//host` included) open in a new tab. */
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
  if (isInAppPath(link.url)) {
    return (
      <AppLink to={link.url} className={className}>
        {content}
      </AppLink>
    );
  }
  // An email or phone link opens the visitor's mail or phone app, not a tab.
  if (/^(mailto|tel):/i.test(link.url)) {
    return (
      <a href={link.url} className={className}>
        {content}
      </a>
    );
  }
  return (
    <a href={link.url} target="_blank" rel="noopener noreferrer" className={className}>
      {content}
    </a>
  );
}
