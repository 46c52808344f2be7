import type { ComponentProps } from "react";
import { Link } from "react-router";
import { useAppHref } from "../hooks/useEmbed.tsx";
import { useServerRender } from "../hooks/useServerRender.tsx";

type AppLinkProps = Omit<ComponentProps<typeof Link>, "to"> & { to: string };

/**
 * Addresses Link prints exactly as given: one leading slash, no doubled or back slashes, no "."
 * or ".." segments, nothing empty after "?" or "#". Others are left to Link to resolve.
 */
const PRINTED_AS_GIVEN = /^\/(?![/\\])(?!.*(?:\/\/|\\|\/\.\.?(?:[/?#]|$)|\?#|[?#]$))/;

/** Link options that change its markup or behaviour; a link given any of them is always a Link. */
const ROUTER_OPTIONS = [
  "discover",
  "prefetch",
  "relative",
  "reloadDocument",
  "replace",
  "mask",
  "state",
  "preventScrollReset",
  "viewTransition",
  "defaultShouldRevalidate",
] as const;

/** A link inside the help center that keeps embed mode (SPEC §1). */
export function AppLink({ to, ...rest }: AppLinkProps) {
  const href = useAppHref();
  const address = href(to);
  if (
    useServerRender() &&
    PRINTED_AS_GIVEN.test(address) &&
    !ROUTER_OPTIONS.some((option) => rest[option] !== undefined)
  ) {
    // Link's server markup, attribute for attribute, without its hooks (a fifth of a page's
    // render): the browser hydrates it with a real Link, which navigates in the app.
    const { target, ...anchor } = rest;
    return <a {...anchor} href={address} target={target} data-discover="true" />;
  }
  return <Link to={address} {...rest} />;
}
