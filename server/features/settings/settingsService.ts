import type { SiteSettings, SiteSettingsInput } from "../../../shared/schemas/settings.ts";
import type { AppContext } from "../appContext.ts";

/** PUT /api/admin/settings: the given fields over the stored ones; pages re-render. */
export async function saveSiteSettings(ctx: AppContext, input: SiteSettingsInput): Promise<SiteSettings> {
  const saved = await ctx.db.transaction().execute((trx) => ctx.settings.update(trx, input));
  ctx.contentChanges.publish();
  return saved;
}
