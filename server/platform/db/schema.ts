import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { Role } from "../../../shared/schemas/user.ts";
import type { VerificationInterval } from "../../../shared/schemas/verification.ts";

/**
 * Table types, camelCase (CamelCasePlugin maps them to snake_case columns).
 * Timestamps are ISO-8601 UTC strings in both dialects; booleans are 0/1 integers in both,
 * because better-sqlite3 cannot bind JavaScript booleans.
 */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  passwordHash: string;
  role: Role;
  mustChangePassword: number;
  createdAt: string;
  updatedAt: string;
  lastLoginAt: string | null;
  /** Until when a password someone else chose signs in (then only to be replaced); null for the owner's own. */
  temporaryPasswordExpiresAt: Generated<string | null>;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a leaked database does not leak live sessions. */
  id: string;
  userId: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
  /** 1: a password sign-in that must set up two-factor before it reaches anything else. */
  twoFactorSetupRequired: Generated<number>;
  /** How the session began (SignInMethod: "password", "two-factor", "registration", "sso"); null for sessions from before this was kept. */
  signInMethod: string | null;
}

export interface UserTwoFactorTable {
  userId: number;
  /** The TOTP secret, AES-256-GCM encrypted (server/features/twoFactor/secretBox.ts). */
  secretCiphertext: string;
  createdAt: string;
  /** Null until the user confirmed set-up with a code: until then it does not guard sign-in. */
  confirmedAt: string | null;
  /** The last time step a code was accepted in (bigint: a string from PostgreSQL). */
  lastUsedStep: number | string | null;
  /** Steps the user's app runs ahead of (+) or behind (-) the server, learned at set-up. */
  clockOffsetSteps: Generated<number>;
}

export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  userId: number;
  /** argon2id hash of the code (server/features/twoFactor/recoveryCodes.ts). */
  codeHash: string;
  usedAt: string | null;
}

export interface TwoFactorChallengesTable {
  /** SHA-256 of the pending sign-in cookie's token. */
  id: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
  attempts: Generated<number>;
}

/** The identity-provider subject an account signs in with through single sign-on. */
export interface UserIdentitiesTable {
  issuer: string;
  subject: string;
  userId: number;
  createdAt: string;
}

export interface PasswordResetsTable {
  /** SHA-256 of the link's token. */
  id: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface CategoriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  displayOrder: number;
  createdAt: string;
  updatedAt: string;
  /** In the trash since then (null: not trashed). */
  deletedAt: Generated<string | null>;
  deletedById: Generated<number | null>;
}

export interface ArticlesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  summary: string;
  contentHtml: string;
  /** The body's text without tags: read time and search use it. */
  contentText: string;
  status: "draft" | "published";
  categoryId: number | null;
  coverImageUrl: string | null;
  coverImagePosition: number;
  seoTitle: string | null;
  seoDescription: string | null;
  featured: number;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  helpfulCount: number;
  notHelpfulCount: number;
  verificationInterval: VerificationInterval;
  customVerificationDate: string | null;
  lastVerifiedAt: string | null;
  verificationExpiresAt: string | null;
  authorId: number | null;
  updatedById: number | null;
  /** In the trash since then (null: not trashed); a trashed article's status is draft. */
  deletedAt: Generated<string | null>;
  deletedById: Generated<number | null>;
  /** The status to restore. */
  statusBeforeTrash: Generated<"draft" | "published" | null>;
  /** 1 when trashed with its category: it comes back when the category does. */
  trashedWithCategory: Generated<number>;
}

/** Staged changes to a published article, waiting to be published or discarded. */
export interface ArticleDraftsTable {
  articleId: number;
  /** JSON of the staged fields (StagedArticleFields). */
  fields: string;
  savedAt: string;
  savedById: number | null;
}

/** A preview link of an unpublished article; the token itself is never stored. */
export interface PreviewLinksTable {
  tokenHash: string;
  articleId: number;
  createdById: number | null;
  createdAt: string;
  expiresAt: string;
}

/** When an article is next published or unpublished by the schedule job. */
export interface ArticleSchedulesTable {
  articleId: number;
  publishAt: string | null;
  unpublishAt: string | null;
  setById: number | null;
  /** The last time a scheduled change could not be made, and why. */
  failedAt: string | null;
  failure: string | null;
}

/** One staff action that changed something (audit log). */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** Null for the scheduler's own actions. */
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: number | null;
  summary: string;
  /** JSON {field: [before, after]}, or null. */
  changes: string | null;
  /** The API token the actor's call came with, when it did (its name copied in). */
  viaTokenId: number | null;
  viaTokenName: string | null;
}

export interface ArticleTagsTable {
  articleId: number;
  tag: string;
  position: number;
}

export interface ArticleVersionsTable {
  id: Generated<number>;
  articleId: number;
  /** JSON of the article as saved, tags included. */
  snapshot: string;
  editorId: number | null;
  /** The author imported content names (no staff account), when editorId is null. */
  authorName: string | null;
  createdAt: string;
}

export interface SlugHistoryTable {
  oldSlug: string;
  articleId: number;
  createdAt: string;
}

export interface RatingsTable {
  id: Generated<number>;
  articleId: number;
  visitorId: string;
  value: number;
  createdAt: string;
  /** The client address the vote came from (a per-address cap); null for votes from before it. */
  clientAddress: string | null;
}

export interface ArticleFeedbackTable {
  id: Generated<number>;
  articleId: number;
  /** The vote this feedback explains: one piece of feedback per vote. */
  ratingId: number;
  /** The vote's voter key (`v:` cookie id or `ip:` address), for the per-visitor limit. */
  visitorId: string;
  /** The vote: 1 helpful, -1 not helpful. */
  vote: number;
  /** Why it was not helpful (outdated, unclear, not-answered, other); null on a helpful vote. */
  reason: string | null;
  /** Plain text as the reader typed it (trimmed); never rendered as HTML. */
  comment: string;
  status: "open" | "resolved" | "spam";
  createdAt: string;
  resolvedAt: string | null;
  resolvedById: number | null;
}

export interface ArticleViewDaysTable {
  articleId: number;
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  views: number;
}

export interface ArticleViewVisitorsTable {
  /** Keyed hash of (day, article, visitor): a visitor counts once per article per day. */
  visitorKey: string;
  day: string;
}

export interface ContentHealthIssuesTable {
  id: Generated<number>;
  articleId: number;
  /** One of the stored content-health kinds (shared/schemas/contentHealth.ts). */
  kind: string;
  /** What exactly: the link, the image address. */
  detail: string;
  checkedAt: string;
}

export interface ContentLinksTable {
  articleId: number;
  /** "article" (/a/…) or "category" (/c/…). */
  kind: string;
  slug: string;
  /** The article or category the link reached when checked; null when none. */
  targetId: number | null;
}

export interface SearchGapLinksTable {
  /** The query as the search log normalises it. */
  query: string;
  articleId: number;
  linkedAt: string;
  linkedById: number | null;
}

export interface SynonymSuggestionDismissalsTable {
  /** The two terms, sorted, joined by "|". */
  pair: string;
  dismissedAt: string;
}

export interface SearchEventsTable {
  id: Generated<number>;
  query: string;
  resultCount: number;
  createdAt: string;
  /** A hash naming the visitor: top searches count visitors, not requests. Null before 005. */
  visitor: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  /** The email tried, normalised (it may name no account). */
  account: string;
  clientAddress: string;
  createdAt: string;
}

/** When an instance last claimed a scheduled job (one instance runs it per period). */
export interface JobRunsTable {
  name: string;
  claimedAt: string;
  finishedAt: string | null;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  createdAt: string;
}

/** An article opened from a search (the click beacon). */
export interface SearchClicksTable {
  id: Generated<number>;
  searchEventId: number;
  articleId: number;
  /** 1-based place of the article in what the visitor saw. */
  position: number;
  createdAt: string;
}

/** Who searched a query on a day, so distinct visitors are counted incrementally. */
export interface SearchDailyVisitorsTable {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  query: string;
  /** The search event's visitor (a keyed hash of the client). */
  visitor: string;
}

/** Counts per UTC day and normalised query, kept current as searches and clicks are logged. */
export interface SearchDailyRollupsTable {
  day: string;
  query: string;
  searches: number;
  visitors: number;
  noResultSearches: number;
  /** Searches followed by at least one opened article. */
  clickedSearches: number;
}

/** Articles opened per UTC day and query (for "the article opened most"). */
export interface SearchDailyArticleClicksTable {
  day: string;
  query: string;
  articleId: number;
  clicks: number;
}

/** Search figures per UTC day over all queries (the window totals and the trends). */
export interface SearchDailyTotalsTable {
  day: string;
  searches: number;
  visitors: number;
  noResultSearches: number;
  clickedSearches: number;
}

/** The UTC day each running window (7, 30, 90 days) currently ends on. */
export interface SearchWindowsTable {
  days: number;
  /** Last day of the window (YYYY-MM-DD); "0000-00-00" before the first build. */
  asOf: string;
}

/** Running totals per window and query: the daily rollups summed over the window's days. */
export interface SearchWindowTotalsTable {
  days: number;
  query: string;
  searches: number;
  visitors: number;
  noResultSearches: number;
  clickedSearches: number;
  /** Visitors summed over the days on which the query found nothing for someone. */
  noResultVisitors: number;
}

/** Articles opened per window and query (the window's sum of search_daily_article_clicks). */
export interface SearchWindowArticleOpensTable {
  days: number;
  query: string;
  articleId: number;
  opens: number;
}

export type DismissableSearchList = "noResults" | "noClicks";

/** A query staff took off a list (a typo, spam): it stays off. */
export interface SearchQueryDismissalsTable {
  query: string;
  list: DismissableSearchList;
  dismissedById: number | null;
  dismissedAt: string;
}

export interface MediaFilesTable {
  id: Generated<number>;
  filename: string;
  mimeType: string;
  size: number;
  storageKey: string;
  url: string;
  uploadedById: number | null;
  uploadedAt: string;
  /** Pixel size of images (null for other files). */
  width: number | null;
  height: number | null;
  /** JSON list of MediaVariant: resized WebP copies made at upload. */
  variants: Generated<string>;
}

/** A resized copy of an image, for srcset. */
export interface MediaVariant {
  key: string;
  url: string;
  width: number;
  height: number;
}

/** A signed, single-use upload address (POST /api/objects/upload); only the token's hash is kept. */
export interface UploadTicketsTable {
  tokenHash: string;
  storageKey: string;
  contentType: string;
  size: number;
  userId: number | null;
  createdAt: string;
  expiresAt: string;
  uploadedAt: string | null;
  finalizedAt: string | null;
}

export interface SettingsTable {
  id: number;
  /** JSON of the stored (partial) site settings; defaults fill the rest when read. */
  value: string;
  updatedAt: string;
}

export interface ApiTokensTable {
  id: Generated<number>;
  name: string;
  /** SHA-256 of the token: the token itself is shown once and never stored. */
  tokenHash: string;
  /** The token's first characters, so an admin can tell tokens apart in the list. */
  prefix: string;
  scope: "read" | "write";
  createdBy: number;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

export interface ImportLinksTable {
  /** "markdown" or "zendesk". */
  source: string;
  /** "article", "category" or "media". */
  kind: string;
  /** The source's own key: a Zendesk id, a file's SHA-256. */
  sourceKey: string;
  targetId: number | null;
  targetUrl: string | null;
  importedAt: string;
}

/** An import run as a job (see migration 055). */
export interface ImportJobsTable {
  id: Generated<number>;
  /** "zendesk" or "markdown". */
  source: string;
  /** The uploaded archive's name, as shown to staff. */
  fileName: string;
  /** JSON: the import's options (categories, verification interval). */
  options: string;
  /** The unpacked archive, relative to DATA_DIR. */
  workDir: string;
  /** checking → checked → importing → done | failed; cancelled when a newer upload replaces a checked one. */
  status: string;
  runningLock: string | null;
  done: number;
  total: number;
  dryRunReport: string | null;
  report: string | null;
  error: string | null;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
  /** When an instance took the job; a claim not renewed by progress for a while may be taken over. */
  claimedAt: string | null;
}

export interface CategorySlugHistoryTable {
  oldSlug: string;
  categoryId: number;
  createdAt: string;
}

export interface WebhookEndpointsTable {
  id: Generated<number>;
  url: string;
  description: string;
  /** JSON array of the event types it receives. */
  events: string;
  /** Signs each delivery (HMAC-SHA256); the receiver holds the same, so it is kept as it is. */
  secret: string;
  enabled: number;
  /** The first failed attempt since the last success; null while deliveries succeed. */
  failingSince: string | null;
  disabledAt: string | null;
  /** Why it was disabled: null when an admin turned it off, else the failure that did. */
  disabledReason: string | null;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  endpointId: number;
  /** The event's id (Cairn-Delivery is the delivery's); a redelivery repeats it. */
  eventId: string;
  eventType: string;
  /** The JSON body exactly as sent. */
  body: string;
  status: "pending" | "succeeded" | "failed";
  attempts: number;
  createdAt: string;
  nextAttemptAt: string | null;
  /** Taken by an instance until then; another may take it after (the sender died). */
  claimedUntil: string | null;
  lastAttemptAt: string | null;
  responseStatus: number | null;
  durationMs: number | null;
  error: string | null;
  /** The first few hundred characters of the receiver's answer. */
  responseExcerpt: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  userIdentities: UserIdentitiesTable;
  passwordResets: PasswordResetsTable;
  userTwoFactor: UserTwoFactorTable;
  twoFactorRecoveryCodes: TwoFactorRecoveryCodesTable;
  twoFactorChallenges: TwoFactorChallengesTable;
  categories: CategoriesTable;
  articles: ArticlesTable;
  articleDrafts: ArticleDraftsTable;
  previewLinks: PreviewLinksTable;
  articleSchedules: ArticleSchedulesTable;
  auditLog: AuditLogTable;
  articleTags: ArticleTagsTable;
  articleVersions: ArticleVersionsTable;
  slugHistory: SlugHistoryTable;
  ratings: RatingsTable;
  articleFeedback: ArticleFeedbackTable;
  articleViewDays: ArticleViewDaysTable;
  articleViewVisitors: ArticleViewVisitorsTable;
  contentHealthIssues: ContentHealthIssuesTable;
  contentLinks: ContentLinksTable;
  searchGapLinks: SearchGapLinksTable;
  synonymSuggestionDismissals: SynonymSuggestionDismissalsTable;
  searchEvents: SearchEventsTable;
  searchClicks: SearchClicksTable;
  searchDailyVisitors: SearchDailyVisitorsTable;
  searchDailyRollups: SearchDailyRollupsTable;
  searchDailyArticleClicks: SearchDailyArticleClicksTable;
  searchQueryDismissals: SearchQueryDismissalsTable;
  searchDailyTotals: SearchDailyTotalsTable;
  searchWindows: SearchWindowsTable;
  searchWindowTotals: SearchWindowTotalsTable;
  searchWindowArticleOpens: SearchWindowArticleOpensTable;
  mediaFiles: MediaFilesTable;
  uploadTickets: UploadTicketsTable;
  settings: SettingsTable;
  loginFailures: LoginFailuresTable;
  serverSecrets: ServerSecretsTable;
  jobRuns: JobRunsTable;
  apiTokens: ApiTokensTable;
  importLinks: ImportLinksTable;
  categorySlugHistory: CategorySlugHistoryTable;
  webhookEndpoints: WebhookEndpointsTable;
  webhookDeliveries: WebhookDeliveriesTable;
  importJobs: ImportJobsTable;
}

export type UserRow = Selectable<UsersTable>;
export type ImportJobRow = Selectable<ImportJobsTable>;
export type ApiTokenRow = Selectable<ApiTokensTable>;
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
export type MediaFileRow = Selectable<MediaFilesTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type NewCategoryRow = Insertable<CategoriesTable>;
export type CategoryUpdate = Updateable<CategoriesTable>;
export type ArticleRow = Selectable<ArticlesTable>;
export type NewArticleRow = Insertable<ArticlesTable>;
export type ArticleUpdate = Updateable<ArticlesTable>;
export type ArticleDraftRow = Selectable<ArticleDraftsTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
