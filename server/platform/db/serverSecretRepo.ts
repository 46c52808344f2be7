import type { Db } from "./database.ts";

// Secrets generated once and shared by every instance through the database.

/** The stored secret, or the given one stored now; when two instances race, the first write wins. */
export async function serverSecretOrCreate(db: Db, name: string, candidate: string): Promise<string> {
  await db
    .insertInto("serverSecrets")
    .values({ name, value: candidate, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db
    .selectFrom("serverSecrets")
    .select("value")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return row.value;
}
