import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "../../ui/Spinner.tsx";
import { isStaff, useCurrentUser } from "../api/useCurrentUser.ts";
import { portalSpinnerLook } from "../ui/portalSpinnerLook.ts";
import { AccessDenied } from "./AccessDenied.tsx";
import { signInPathFor } from "./safeNext.ts";

const CHANGE_PASSWORD_PATH = "/admin/change-password";
const TWO_FACTOR_SETUP_PATH = "/admin/two-factor-setup";

/**
 * Protected pages: "Loading..." while the user loads; signed out → /auth (and back here
 * after signing in); signed in without a staff role → Access Denied. A user who must change
 * their password is sent to do that first, then one who must set up two-factor to do that.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { data: user, isPending, isError } = useCurrentUser();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (isPending) return <Spinner look={portalSpinnerLook} className="min-h-screen" />;
  if (isError || !user) return <Navigate to={signInPathFor(here)} replace />;
  if (!isStaff(user)) return <AccessDenied fullPage />;
  if (user.mustChangePassword && location.pathname !== CHANGE_PASSWORD_PATH) {
    return <Navigate to={`${CHANGE_PASSWORD_PATH}?next=${encodeURIComponent(here)}`} replace />;
  }
  if (
    !user.mustChangePassword &&
    user.twoFactorSetupRequired &&
    location.pathname !== TWO_FACTOR_SETUP_PATH
  ) {
    return <Navigate to={`${TWO_FACTOR_SETUP_PATH}?next=${encodeURIComponent(here)}`} replace />;
  }
  return children;
}
