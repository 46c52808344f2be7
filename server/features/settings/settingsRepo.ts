import type { Db } from "../../platform/db/database.ts";

/** The stored settings JSON (one row), or undefined before the first save. */
export async function readSettingsJson(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom("settings").select("value").where("id", "=", 1).executeTakeFirst();
  return row?.value;
}

export async function writeSettingsJson(db: Db, value: string): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto("settings")
    .values({ id: 1, value, updatedAt })
    // Two first saves at once: the later one wins instead of failing.
    .onConflict((oc) => oc.column("id").doUpdateSet({ value, updatedAt }))
    .execute();
}
