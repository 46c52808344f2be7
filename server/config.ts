import path from "node:path";
import { z } from "zod";

const flag = z
  .enum(["0", "1", "true", "false", "yes", "no", ""])
  .transform((value) => value === "1" || value === "true" || value === "yes");

/** Every setting Cairn reads from the environment (README "Settings"), and the config it becomes. */
const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("localhost"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z.string().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    PUBLIC_URL: z.string().url().optional(),
    ADMIN_EMAIL: z.string().default("admin@example.com"),
    ADMIN_PASSWORD: z.string().optional(),
    SEED_DEMO: flag.default(true),
    TRUST_PROXY: flag.default(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ALLOW_REGISTRATION: flag.default(false),
    SESSION_IDLE_HOURS: z.coerce.number().min(0.01).default(12),
    SESSION_MAX_DAYS: z.coerce.number().min(0.01).default(7),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
    SEARCH_TYPING_PAUSE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
    SEARCH_EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).default(400),
  })
  .transform((c) => ({
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL || undefined,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    publicUrl: c.PUBLIC_URL?.replace(/\/+$/, ""),
    adminEmail: c.ADMIN_EMAIL.trim().toLowerCase(),
    adminPassword: c.ADMIN_PASSWORD || undefined,
    seedDemo: c.SEED_DEMO,
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
    /** Raw search events and clicks older than this are deleted; daily rollups stay. */
    searchEventRetentionDays: c.SEARCH_EVENT_RETENTION_DAYS,
    /** Multiplies the sign-in, registration and rating limits; only test apps raise it. */
    rateLimitScale: 1,
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
