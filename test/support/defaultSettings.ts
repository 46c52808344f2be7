import type { AppContext } from "../../server/features/appContext.ts";

/**
 * Forgets every saved site setting, as on a new install, and tells the caches (settings, pages)
 * so: a test that reads or renders settings starts from the defaults whatever ran before it.
 */
export async function startFromDefaultSettings(ctx: Pick<AppContext, "db" | "settings" | "contentChanges">) {
  await ctx.db.deleteFrom("settings").execute();
  ctx.settings.invalidate();
  await ctx.settings.get();
  ctx.contentChanges.publish();
}
