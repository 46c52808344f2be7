import { type AnchorHTMLAttributes, createElement } from "react";
import { Link } from "wouter";
import { useEmbed, withEmbed } from "../hooks/useEmbed.tsx";
import { useServerRender } from "../hooks/useServerRender.tsx";

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/**
 * Link's markup, attribute for attribute (wouter prints the address as given, with no resolving):
 * the given props in their order but `to` and `className`, then href and className. Props are
 * copied in one pass: object rest (`{ to, ...rest }`) takes V8's slow path, and a page has dozens of links.
 */
function anchorProps(props: AppLinkProps, address: string): Record<string, unknown> {
  const anchor: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === "to" || name === "className") continue;
    anchor[name] = value;
  }
  anchor.href = address;
  if (props.className !== undefined) anchor.className = props.className;
  return anchor;
}

/** A link inside the help center that keeps embed mode (embed=true) in the address. */
export function AppLink(props: AppLinkProps) {
  const embed = useEmbed();
  const address = embed ? withEmbed(props.to) : props.to;
  // On the server, without Link's hooks (a fifth of a page's render): the browser hydrates it
  // with a real Link, which navigates in the app.
  if (useServerRender()) return createElement("a", anchorProps(props, address));
  const { to: _to, ...rest } = props;
  return <Link href={address} {...rest} />;
}
