import {
  FileText,
  FolderTree,
  HeartPulse,
  Image,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  Settings,
  Users,
} from "lucide-react";

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The admin sidebar's items, in order. */
export const adminNavigation: AdminNavItem[] = [
  { label: "Dashboard", to: "/admin", icon: LayoutDashboard },
  { label: "Articles", to: "/admin/articles", icon: FileText },
  { label: "Categories", to: "/admin/categories", icon: FolderTree },
  { label: "Media", to: "/admin/media", icon: Image },
  { label: "Feedback", to: "/admin/feedback", icon: MessageSquare },
  { label: "Content Health", to: "/admin/content-health", icon: HeartPulse },
  { label: "Users", to: "/admin/users", icon: Users },
  { label: "Settings", to: "/admin/settings", icon: Settings },
];

/** Active by prefix, exact for /admin (which /admin/dashboard also shows). */
export function isNavItemActive(item: AdminNavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (item.to === "/admin") return path === "/admin" || path === "/admin/dashboard";
  return path === item.to || path.startsWith(`${item.to}/`);
}

/** The avatar's letters: the first two of the email's local part. */
export function avatarLetters(email: string): string {
  return (email.split("@")[0] ?? "").slice(0, 2).toUpperCase();
}
