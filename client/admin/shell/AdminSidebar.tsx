import { KeyRound, LogOut, UserRound } from "lucide-react";
import { Link, useLocation } from "react-router";
import { usePublicSettings } from "../../public/api/usePublicSettings.ts";
import { SiteLogo } from "../../ui/SiteLogo.tsx";
import { useCurrentUser } from "../api/useCurrentUser.ts";
import { useSignOut } from "../api/useSignOut.ts";
import { cn } from "../ui/cn.ts";
import { avatarLetters, isNavItemActive, navigationFor } from "./adminNavigation.ts";

/** The admin sidebar: site name and logo, the items, the user's email, role and avatar, logout. */
export function AdminSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { data: settings } = usePublicSettings();
  const { data: user } = useCurrentUser();
  const signOut = useSignOut();
  const siteName = settings?.site_name || "Help Center";
  return (
    <div className="flex h-full flex-col bg-white">
      <Link
        to="/admin"
        onClick={onNavigate}
        className="flex items-center gap-3 border-b border-gray-200 px-5 py-4 focus-visible:outline-2 focus-visible:outline-green-700"
      >
        <SiteLogo src={settings?.site_logo ?? ""} />
        <span className="min-w-0">
          <span className="block truncate font-semibold text-gray-900">{siteName}</span>
          <span className="block text-xs text-gray-600">Admin Portal</span>
        </span>
      </Link>
      <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {navigationFor(user?.role).map((item) => {
            const active = isNavItemActive(item, pathname);
            const Icon = item.icon;
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium",
                    "focus-visible:outline-2 focus-visible:outline-green-700",
                    active
                      ? "bg-green-50 text-green-900"
                      : "text-gray-700 hover:bg-gray-100 hover:text-gray-900",
                  )}
                >
                  <Icon className="h-4 w-4" aria-hidden="true" />
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {user && (
        <div className="border-t border-gray-200 p-4">
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-green-700 text-sm font-semibold text-white"
              data-testid="avatar"
            >
              {avatarLetters(user.email)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-gray-900">{user.email}</p>
              <p className="text-xs text-gray-600 capitalize">{user.role}</p>
            </div>
            <Link
              to="/admin/account"
              onClick={onNavigate}
              aria-label="Your account"
              title="Your account"
              className="rounded-md p-2 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-green-700"
            >
              <UserRound className="h-4 w-4" aria-hidden="true" />
            </Link>
            <Link
              to="/admin/change-password"
              onClick={onNavigate}
              aria-label="Change password"
              title="Change password"
              className="rounded-md p-2 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-green-700"
            >
              <KeyRound className="h-4 w-4" aria-hidden="true" />
            </Link>
            <button
              type="button"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
              aria-label="Log out"
              title="Log out"
              className="rounded-md p-2 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-green-700"
            >
              <LogOut className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
