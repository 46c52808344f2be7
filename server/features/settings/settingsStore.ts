import type { z } from "zod";
import { parseAllowedOrigins } from "../../../shared/allowedOrigins.ts";
import { defaultSiteSettings } from "../../../shared/defaults.ts";
import {
  type SiteSettings,
  type SiteSettingsInput,
  siteSettingsSchema,
} from "../../../shared/schemas/settings.ts";
import type { Db } from "../../platform/db/database.ts";
import { readSettingsJson, writeSettingsJson } from "./settingsRepo.ts";

/** How long a read is trusted before the database is asked again (other instances may write). */
const CACHE_MS = 5_000;

/**
 * Stored settings merged over the defaults: the API never answers an unset value. Each field
 * is checked on its own, so one value that no longer validates (stored by an older version, or
 * written straight into the database) falls back to its default without taking the others along;
 * allowed_origins keeps its valid entries, because they end up in response headers.
 */
function withDefaults(stored: Partial<SiteSettings>): SiteSettings {
  const merged: Record<string, unknown> = {
    ...defaultSiteSettings,
    ...stored,
    brand_colors: { ...defaultSiteSettings.brand_colors, ...stored.brand_colors },
    default_seo: { ...defaultSiteSettings.default_seo, ...stored.default_seo },
    navigation_links: {
      header: stored.navigation_links?.header ?? defaultSiteSettings.navigation_links.header,
      footer: {
        ...defaultSiteSettings.navigation_links.footer,
        ...stored.navigation_links?.footer,
      },
    },
  };
  if (typeof merged.allowed_origins === "string")
    merged.allowed_origins = parseAllowedOrigins(merged.allowed_origins).valid.join(", ");
  const result: Record<string, unknown> = {};
  for (const [key, fieldSchema] of Object.entries(siteSettingsSchema.shape)) {
    const parsed = (fieldSchema as z.ZodType).safeParse(merged[key]);
    result[key] = parsed.success ? parsed.data : defaultSiteSettings[key as keyof SiteSettings];
  }
  return result as SiteSettings;
}

function parseStored(json: string | undefined): Partial<SiteSettings> {
  if (!json) return {};
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === "object" ? (value as Partial<SiteSettings>) : {};
  } catch {
    return {};
  }
}

/** The one settings row, cached briefly in memory; `current()` serves synchronous readers (CSP). */
export class SettingsStore {
  private cache: { value: SiteSettings; at: number } | null = null;
  /** The newest value known, kept when the cache is invalidated so synchronous readers never fall back. */
  private last: SiteSettings = defaultSiteSettings;

  constructor(private readonly db: Db) {}

  async get(): Promise<SiteSettings> {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache.value;
    const value = withDefaults(parseStored(await readSettingsJson(this.db)));
    this.cache = { value, at: Date.now() };
    this.last = value;
    return value;
  }

  /** What `get()` would answer without reading the database, or undefined when it must read. */
  fresh(): SiteSettings | undefined {
    return this.cache && Date.now() - this.cache.at < CACHE_MS ? this.cache.value : undefined;
  }

  /** The last value read or saved (defaults before the first read). */
  current(): SiteSettings {
    return this.last;
  }

  /** The stored settings as `db` (a transaction) sees them now, defaults filled in; not cached. */
  async read(db: Db): Promise<SiteSettings> {
    return withDefaults(parseStored(await readSettingsJson(db)));
  }

  /** Saves the given fields over the stored ones; returns the whole result. */
  async update(db: Db, input: SiteSettingsInput): Promise<SiteSettings> {
    const next = { ...parseStored(await readSettingsJson(db)), ...input };
    await writeSettingsJson(db, JSON.stringify(next));
    this.cache = null;
    this.last = withDefaults(next);
    return this.last;
  }

  invalidate(): void {
    this.cache = null;
  }

  /** Forgets the cached value and reads it again now, so `current()` soon shows the change. */
  reload(): void {
    this.invalidate();
    void this.get().catch(() => {});
  }
}
