import { type ComponentProps, createElement } from "react";
import { Link } from "react-router";
import { useEmbed, withEmbed } from "../hooks/useEmbed.tsx";
import { useServerRender } from "../hooks/useServerRender.tsx";

type AppLinkProps = Omit<ComponentProps<typeof Link>, "to"> & { to: string };

/**
 * Addresses Link prints exactly as given: one leading slash, no doubled or back slashes, no "."
 * or ".." segments, nothing empty after "?" or "#". Others are left to Link to resolve.
 */
const PRINTED_AS_GIVEN = /^\/(?![/\\])(?!.*(?:\/\/|\\|\/\.\.?(?:[/?#]|$)|\?#|[?#]$))/;

/** Link options that change its markup or behaviour; a link given any of them is always a Link. */
const ROUTER_OPTIONS = new Set([
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
]);

/**
 * Link's server markup, attribute for attribute: the given props in their order but `to` and
 * `target`, then href, target and data-discover. Null when a router option is given. Props are
 * copied in one pass: object rest (`{ to, ...rest }`) takes V8's slow path, and a page has dozens of links.
 */
function serverAnchorProps(props: AppLinkProps, address: string): Record<string, unknown> | null {
  const anchor: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === "to" || name === "target") continue;
    if (value !== undefined && ROUTER_OPTIONS.has(name)) return null;
    anchor[name] = value;
  }
  anchor.href = address;
  anchor.target = props.target;
  anchor["data-discover"] = "true";
  return anchor;
}

/** A link inside the help center that keeps embed mode (embed=true) in the address. */
export function AppLink(props: AppLinkProps) {
  const embed = useEmbed();
  const address = embed ? withEmbed(props.to) : props.to;
  if (useServerRender() && PRINTED_AS_GIVEN.test(address)) {
    // Without Link's hooks (a fifth of a page's render): the browser hydrates it with a real
    // Link, which navigates in the app.
    const anchor = serverAnchorProps(props, address);
    if (anchor) return createElement("a", anchor);
  }
  const { to: _to, ...rest } = props;
  return <Link to={address} {...rest} />;
}
