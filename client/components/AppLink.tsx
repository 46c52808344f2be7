import type { ComponentProps } from "react";
import { Link } from "react-router";
import { useAppHref } from "../hooks/useEmbed.tsx";

/** A link inside the help center that keeps embed mode (SPEC §1). */
export function AppLink({ to, ...rest }: Omit<ComponentProps<typeof Link>, "to"> & { to: string }) {
  const href = useAppHref();
  return <Link to={href(to)} {...rest} />;
}
