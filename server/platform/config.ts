import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import type { S3StorageOptions } from "./storage/s3Storage.ts";

/** `tcp://host:port` (a name, an IPv4 address or a bracketed IPv6 address), else null. */
function clamdAddressOf(url: string): { host: string; port: number } | null {
  const match = /^tcp:\/\/(\[[0-9a-fA-F:.]+\]|[^\s/:[\]]+):(\d{1,5})\/?$/.exec(url.trim());
  const port = Number(match?.[2]);
  if (!match?.[1] || !(port >= 1 && port <= 65_535)) return null;
  return { host: match[1].replace(/^\[|\]$/g, ""), port };
}

const flag = z
  .enum(["0", "1", "true", "false", "yes", "no", ""])
  .transform((value) => value === "1" || value === "true" || value === "yes");

/** The S3 driver's options when S3_BUCKET is set; local disk otherwise. */
function s3Options(c: {
  S3_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_ENDPOINT?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
  S3_PUBLIC_URL?: string | undefined;
}): S3StorageOptions | undefined {
  if (!c.S3_BUCKET) return undefined;
  return {
    bucket: c.S3_BUCKET,
    region: c.S3_REGION,
    endpoint: c.S3_ENDPOINT || undefined,
    accessKeyId: c.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: c.S3_FORCE_PATH_STYLE,
    publicUrl: c.S3_PUBLIC_URL || undefined,
  };
}

/** The first admin's password guards the whole site: longer than a staff password must be. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** Roles an account created by single sign-on may get: staff roles only. */
const singleSignOnRoles = ["editor", "admin"] as const;

const loopbackHosts = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** An issuer is reached over https; plain http only on this machine (a test provider). */
function isAcceptableIssuer(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || (url.protocol === "http:" && loopbackHosts.has(url.hostname));
  } catch {
    return false;
  }
}

function domainList(value: string): string[] {
  return value
    .split(",")
    .map((domain) => domain.trim().toLowerCase().replace(/^@/, ""))
    .filter(Boolean);
}

/** proxy-addr's names for address ranges, accepted as they are. */
const rangeNames = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address, bits, extra] = entry.split("/");
  const version = isIP(address ?? "");
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For/-Proto/-Host are believed. `0` (default) trusts
 * none; `1` the one proxy on this machine (loopback addresses only); otherwise a comma-separated
 * list of addresses and CIDR ranges. Never "everyone": a client writes X-Forwarded-For itself.
 */
const trustedProxies = z
  .string()
  .default("0")
  .transform((value, ctx): string[] | false => {
    const trimmed = value.trim().toLowerCase();
    if (["", "0", "false", "no"].includes(trimmed)) return false;
    if (["1", "true", "yes"].includes(trimmed)) return ["loopback"];
    const entries = trimmed
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `give proxy addresses or CIDR ranges (e.g. 10.0.0.0/8, 127.0.0.1), or 1 for a proxy on this machine; not ${wrong.join(", ")}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Every setting Cairn reads from the environment (docs/OPERATIONS.md "Configuration"), and the
 * config it becomes.
 */
const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("localhost"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z.string().optional(),
    REDIS_URL: z
      .string()
      .optional()
      .refine((value) => !value || /^rediss?:\/\//.test(value), {
        message: "must be a redis:// or rediss:// URL",
      }),
    PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    PUBLIC_URL: z.string().url().optional(),
    ALLOWED_HOSTS: z.string().default(""),
    ADMIN_EMAIL: z.string().default("admin@example.com"),
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .refine((value) => !value || value.length >= ADMIN_PASSWORD_MIN_LENGTH, {
        message: `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters (it guards the first admin account); leave it unset to have one generated`,
      }),
    SESSION_SECRET: z
      .string()
      .optional()
      .refine((value) => !value || value.length >= 32, {
        message:
          "must be at least 32 characters; leave it unset to have one generated and kept in the database",
      }),
    BACKUP_KEY: z
      .string()
      .optional()
      .refine((value) => !value || value.length >= 32, {
        message:
          "must be at least 32 characters (it signs backups); leave it unset to sign with SESSION_SECRET",
      }),
    SMTP_URL: z
      .string()
      .optional()
      .refine((value) => !value || /^smtps?:\/\//.test(value), {
        message: "must be an smtp:// or smtps:// URL",
      }),
    MAIL_FROM: z.string().default("Cairn <no-reply@localhost>"),
    SEED_DEMO: flag.default(true),
    TRUST_PROXY: trustedProxies,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ALLOW_REGISTRATION: flag.default(false),
    SESSION_IDLE_HOURS: z.coerce.number().min(0.01).default(12),
    SESSION_MAX_DAYS: z.coerce.number().min(0.01).default(7),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
    SEARCH_TYPING_PAUSE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
    SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
    UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
    S3_BUCKET: z.string().optional(),
    S3_ENDPOINT: z.string().url().optional().or(z.literal("")),
    S3_REGION: z.string().default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: flag.default(false),
    S3_PUBLIC_URL: z.string().url().optional().or(z.literal("")),
    PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
    SEARCH_EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).default(400),
    TRASH_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).default(730),
    PASSWORD_CONTEXT_WORDS: z.string().default(""),
    API_TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    WEBHOOK_ALLOW_PRIVATE: flag.default(false),
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    OIDC_ISSUER: z
      .string()
      .optional()
      .refine((value) => !value || isAcceptableIssuer(value), {
        message:
          "must be the identity provider's https:// issuer URL (e.g. https://accounts.google.com); http:// only for 127.0.0.1 or localhost",
      }),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    OIDC_ALLOWED_DOMAINS: z.string().default(""),
    OIDC_DEFAULT_ROLE: z
      .enum(singleSignOnRoles, {
        message: "must be editor or admin (the role of accounts single sign-on creates)",
      })
      .default("editor"),
    OIDC_DISPLAY_NAME: z
      .string()
      .trim()
      .max(40, "must be at most 40 characters (it labels a button)")
      .optional(),
    OIDC_ONLY: flag.default(false),
    OIDC_MFA_ACR: z.string().default(""),
    CLAMAV_URL: z
      .string()
      .optional()
      .refine((value) => !value || clamdAddressOf(value) !== null, {
        message: "must be clamd's TCP address, tcp://host:port (e.g. tcp://127.0.0.1:3310)",
      }),
    CLAMAV_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  })
  .superRefine((c, ctx) => {
    // Single sign-on is all or nothing: half a configuration would fail at the first sign-in instead of now.
    const parts = {
      OIDC_ISSUER: c.OIDC_ISSUER,
      OIDC_CLIENT_ID: c.OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET: c.OIDC_CLIENT_SECRET,
    };
    const given = Object.values(parts).some(Boolean) || domainList(c.OIDC_ALLOWED_DOMAINS).length > 0;
    if (given) {
      for (const [name, value] of Object.entries(parts))
        if (!value)
          ctx.addIssue({
            code: "custom",
            path: [name],
            message:
              "is needed for single sign-on (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_ALLOWED_DOMAINS go together)",
          });
      const domains = domainList(c.OIDC_ALLOWED_DOMAINS);
      if (domains.length === 0)
        ctx.addIssue({
          code: "custom",
          path: ["OIDC_ALLOWED_DOMAINS"],
          message:
            "is needed for single sign-on: the email domains whose people may sign in, comma-separated (e.g. example.com)",
        });
      const wrong = domains.filter((domain) => !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain));
      if (wrong.length > 0)
        ctx.addIssue({
          code: "custom",
          path: ["OIDC_ALLOWED_DOMAINS"],
          message: `give email domains such as example.com; not ${wrong.join(", ")}`,
        });
    }
    if (c.OIDC_ONLY && !c.OIDC_ISSUER)
      ctx.addIssue({
        code: "custom",
        path: ["OIDC_ONLY"],
        message:
          "turns off password sign-in for staff, so it needs single sign-on configured (OIDC_ISSUER and the rest)",
      });
  })
  .transform((c) => ({
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL || undefined,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    /** Shared by every instance: cache invalidation broadcast and rate-limit counters. */
    redisUrl: c.REDIS_URL || undefined,
    /** Rendered pages kept in memory, in bytes (0 renders every page afresh). */
    pageCacheBytes: Math.round(c.PAGE_CACHE_MB * 1024 * 1024),
    publicUrl: c.PUBLIC_URL?.replace(/\/+$/, ""),
    /** Host names answered besides PUBLIC_URL's (host or host:port), once PUBLIC_URL is set. */
    allowedHosts: c.ALLOWED_HOSTS.split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    adminEmail: c.ADMIN_EMAIL.trim().toLowerCase(),
    adminPassword: c.ADMIN_PASSWORD || undefined,
    seedDemo: c.SEED_DEMO,
    /** Addresses/ranges of trusted reverse proxies, or false (docs/OPERATIONS.md "Security"). */
    trustProxy: c.TRUST_PROXY,
    logLevel: c.LOG_LEVEL,
    allowRegistration: c.ALLOW_REGISTRATION,
    sessionIdleMs: c.SESSION_IDLE_HOURS * 3_600_000,
    sessionMaxMs: c.SESSION_MAX_DAYS * 86_400_000,
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
    /** Searches one address may run per minute (search as you type sends one per pause). */
    searchRateLimitPerMinute: c.SEARCH_RATE_LIMIT_PER_MINUTE,
    /** How long the dropdown's typing must pause before its search is logged (analytics). */
    searchTypingPauseMs: c.SEARCH_TYPING_PAUSE_MS,
    /** Answers of repeated searches kept in memory (0 runs every search). */
    searchCacheEntries: c.SEARCH_CACHE_ENTRIES,
    /** Multiplies the sign-in, registration and rating limits; only test apps raise it. */
    rateLimitScale: 1,
    /** Most addresses and bytes in one sitemap file (the protocol's limits); only tests lower them. */
    sitemapLimits: { addresses: 50_000, bytes: 50 * 1024 * 1024 },
    /** Uploads one staff account may start per minute on each upload route. */
    uploadRateLimitPerMinute: c.UPLOAD_RATE_LIMIT_PER_MINUTE,
    /** How long a signed upload URL (POST /api/objects/upload) stays valid. */
    uploadUrlTtlSeconds: c.UPLOAD_URL_TTL_SECONDS,
    /** Uploaded files on local disk (DATA_DIR/uploads) when no S3 bucket is configured. */
    uploadsDir: path.join(path.resolve(c.DATA_DIR), "uploads"),
    /** An S3-compatible bucket for uploads instead of local disk (S3_BUCKET set). */
    s3: s3Options(c),
    /** Requests one address may make a minute to public routes: far above what a person does. */
    publicRateLimitPerMinute: c.PUBLIC_RATE_LIMIT_PER_MINUTE,
    /** Search events older than this are deleted (analytics look back 30 days). */
    searchEventRetentionDays: c.SEARCH_EVENT_RETENTION_DAYS,
    /** Articles and categories in the trash longer than this are removed for good. */
    trashRetentionDays: c.TRASH_RETENTION_DAYS,
    /** Audit log entries older than this are deleted. */
    auditRetentionDays: c.AUDIT_RETENTION_DAYS,
    /** The company's own words (names, products, codenames) refused as the core of a password. */
    passwordContextWords: c.PASSWORD_CONTEXT_WORDS.split(",")
      .map((word) => word.trim())
      .filter(Boolean),
    /** Calls one API token may make a minute. */
    apiTokenRateLimitPerMinute: c.API_TOKEN_RATE_LIMIT_PER_MINUTE,
    /** Lets webhooks reach loopback and private addresses (tests, a receiver on the same network). */
    webhookAllowPrivate: c.WEBHOOK_ALLOW_PRIVATE,
    /** How long a webhook receiver has to answer. */
    webhookTimeoutMs: c.WEBHOOK_TIMEOUT_MS,
    /** Signs the visitor cookie; when unset a secret is generated once and kept in the database. */
    sessionSecret: c.SESSION_SECRET || undefined,
    /** Where mail (password reset links) is sent through; no mail without it. */
    smtpUrl: c.SMTP_URL || undefined,
    /** The sender of that mail. */
    mailFrom: c.MAIL_FROM,
    /** Signs backups and checks them at restore: BACKUP_KEY, else SESSION_SECRET; unsigned without either. */
    backupKey: c.BACKUP_KEY || c.SESSION_SECRET || undefined,
    /** Sign-in through an OpenID Connect provider, when OIDC_ISSUER and the rest are set. */
    singleSignOn: c.OIDC_ISSUER
      ? {
          issuer: c.OIDC_ISSUER,
          clientId: c.OIDC_CLIENT_ID ?? "",
          clientSecret: c.OIDC_CLIENT_SECRET ?? "",
          allowedDomains: domainList(c.OIDC_ALLOWED_DOMAINS),
          defaultRole: c.OIDC_DEFAULT_ROLE,
          displayName: c.OIDC_DISPLAY_NAME || "SSO",
          /**
           * `acr` values that mean the provider asked for more than one factor; asked for at
           * sign-in (acr_values) when set. Space- or comma-separated (they are often URLs).
           */
          secondFactorAcr: c.OIDC_MFA_ACR.split(/[\s,]+/).filter(Boolean),
        }
      : undefined,
    /** Staff sign in only through single sign-on; the first admin (ADMIN_EMAIL) keeps a password. */
    oidcOnly: c.OIDC_ONLY,
    /**
     * Every uploaded file is scanned by this ClamAV daemon before it is stored, when set; a file
     * is refused when the daemon finds a virus or does not answer within `timeoutMs`.
     */
    virusScan: c.CLAMAV_URL
      ? { address: clamdAddressOf(c.CLAMAV_URL)!, timeoutMs: c.CLAMAV_TIMEOUT_MS }
      : undefined,
  }));

export type AppConfig = z.output<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  return parsed.data;
}

/** A config for tests and scripts: defaults plus overrides, never the process environment. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ SEED_DEMO: "0", LOG_LEVEL: "silent" }), ...overrides };
}
