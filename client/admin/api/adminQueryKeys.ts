import { queryKeys } from "../../../shared/queryKeys.ts";

/** Query keys of the admin portal, in one place so that mutations invalidate the right lists. */
export const adminQueryKeys = {
  currentUser: ["currentUser"] as const,
  /** The public settings query the public site uses too (sidebar name and logo). */
  publicSettings: queryKeys.settings,
  analytics: ["admin", "analytics"] as const,
  verification: ["admin", "verification"] as const,
  /** Every admin article query starts with this (lists, single articles, versions). */
  articles: ["admin", "articles"] as const,
  recentArticles: ["admin", "articles", "recent"] as const,
  categories: ["admin", "categories"] as const,
  categoryArticles: (categoryId: number) => ["admin", "articles", "category", categoryId] as const,
  users: ["admin", "users"] as const,
  settings: ["admin", "settings"] as const,
  media: ["admin", "media"] as const,
  trash: ["admin", "trash"] as const,
  signInAttacks: ["admin", "security", "sign-in-attacks"] as const,
  ownSessions: ["user", "sessions"] as const,
  schedules: ["admin", "schedules"] as const,
  apiTokens: ["admin", "tokens"] as const,
  /** The endpoint list; each endpoint's screen (with its deliveries) lives under it. */
  webhooks: ["admin", "webhooks"] as const,
  webhook: (id: number) => ["admin", "webhooks", id] as const,
  imports: ["admin", "imports"] as const,
  feedback: ["admin", "feedback"] as const,
};
