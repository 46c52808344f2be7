import type { SiteSettings } from "../../../shared/schemas/settings.ts";
import type { AuditChanges } from "../audit/recordAudit.ts";

/** A value longer than this (as JSON) is named as changed but not copied into the audit log. */
const SMALL_VALUE_CHARS = 200;
/** Settings whose values must never reach the log, whatever they hold. */
const SECRET_KEY = /secret|password|token|private|credential|api_?key/i;

type Flat = Map<string, unknown>;

/** Nested objects as dotted keys (brand_colors.primary); lists and strings stay whole. */
function flatten(value: unknown, prefix: string, into: Flat): Flat {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else into.set(prefix, value);
  return into;
}

const isSmall = (value: unknown) =>
  value === null || ["string", "number", "boolean"].includes(typeof value)
    ? JSON.stringify(value ?? null).length <= SMALL_VALUE_CHARS
    : false;

/**
 * Which settings a save changed: `keys` names every changed one (dotted for nested fields),
 * `changes` holds before and after of the small ones. Lists (links, synonyms), long texts and
 * anything that looks like a secret are named only.
 */
export function settingsChanges(
  before: SiteSettings,
  after: SiteSettings,
): { keys: string[]; changes: AuditChanges } {
  const old = flatten(before, "", new Map());
  const next = flatten(after, "", new Map());
  const keys: string[] = [];
  const changes: AuditChanges = {};
  for (const key of new Set([...old.keys(), ...next.keys()])) {
    const from = old.get(key);
    const to = next.get(key);
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    keys.push(key);
    if (!SECRET_KEY.test(key) && isSmall(from) && isSmall(to)) changes[key] = [from ?? null, to ?? null];
  }
  return { keys, changes };
}
