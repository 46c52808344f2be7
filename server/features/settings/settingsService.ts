import type { SiteSettings, SiteSettingsInput } from "../../../shared/schemas/settings.ts";
import type { AppContext } from "../appContext.ts";
import { recordAudit } from "../audit/recordAudit.ts";
import { settingsChanges } from "./settingsChanges.ts";

/**
 * PUT /api/admin/settings: the given fields over the stored ones, and an audit entry naming the
 * keys that changed (none when nothing did); pages re-render.
 */
export async function saveSiteSettings(
  ctx: AppContext,
  input: SiteSettingsInput,
  /** Null: no staff member (set-up scripts, tests). */
  actorId: number | null = null,
): Promise<SiteSettings> {
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const before = await ctx.settings.read(trx);
    const after = await ctx.settings.update(trx, input);
    const { keys, changes } = settingsChanges(before, after);
    if (keys.length > 0)
      await recordAudit(trx, actorId, {
        action: "settings.update",
        entityType: "settings",
        entityId: null,
        summary: `Changed the settings: ${keys.join(", ")}`,
        changes,
      });
    return after;
  });
  ctx.contentChanges.publish();
  return saved;
}
