import type { ReactNode } from "react";
import { useCurrentUser } from "../api/useCurrentUser.ts";
import { AccessDenied } from "./AccessDenied.tsx";

/** /admin/users and /admin/settings are for admins; anyone else sees Access Denied. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  if (user?.role !== "admin") return <AccessDenied />;
  return children;
}
