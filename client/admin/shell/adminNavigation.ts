import {
  ArchiveRestore,
  FileText,
  FolderTree,
  HeartPulse,
  Image,
  KeySquare,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  ScrollText,
  Settings,
  Trash2,
  Users,
  Webhook,
} from "lucide-react";

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only admins may open it: the item is not offered to editors, whose visit would be refused. */
  adminOnly?: boolean;
}

/** The admin sidebar's items, in order. */
export const adminNavigation: AdminNavItem[] = [
  { label: "Dashboard", to: "/admin", icon: LayoutDashboard },
  { label: "Articles", to: "/admin/articles", icon: FileText },
  { label: "Categories", to: "/admin/categories", icon: FolderTree },
  { label: "Media", to: "/admin/media", icon: Image },
  { label: "Feedback", to: "/admin/feedback", icon: MessageSquare },
  { label: "Content Health", to: "/admin/content-health", icon: HeartPulse },
  { label: "Trash", to: "/admin/trash", icon: Trash2 },
  { label: "Users", to: "/admin/users", icon: Users, adminOnly: true },
  { label: "Audit Log", to: "/admin/audit", icon: ScrollText, adminOnly: true },
  { label: "Settings", to: "/admin/settings", icon: Settings, adminOnly: true },
  { label: "API tokens", to: "/admin/tokens", icon: KeySquare, adminOnly: true },
  { label: "Webhooks", to: "/admin/webhooks", icon: Webhook, adminOnly: true },
  { label: "Import & export", to: "/admin/import-export", icon: ArchiveRestore, adminOnly: true },
];

/** The items a user with this role may open (while the user is unknown, only the items every staff role opens). */
export function navigationFor(role: string | undefined): AdminNavItem[] {
  return adminNavigation.filter((item) => !item.adminOnly || role === "admin");
}

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
