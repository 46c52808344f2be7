import { randomBytes } from "node:crypto";
import type { AppConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import { hashPassword } from "./passwords.ts";

/**
 * Creates the first admin when there is no user yet: ADMIN_EMAIL with ADMIN_PASSWORD, or a
 * generated password that is returned so the caller prints it once. Returns null when users exist.
 */
export async function ensureFirstAdmin(
  db: Db,
  config: AppConfig,
): Promise<{ email: string; generatedPassword: string | null } | null> {
  const existing = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (existing) return null;
  const generatedPassword = config.adminPassword ? null : randomBytes(12).toString("base64url");
  const password = config.adminPassword ?? generatedPassword!;
  const now = new Date().toISOString();
  await db
    .insertInto("users")
    .values({
      email: config.adminEmail,
      passwordHash: await hashPassword(password),
      role: "admin",
      mustChangePassword: generatedPassword ? 1 : 0,
      createdAt: now,
      updatedAt: now,
      lastLoginAt: null,
    })
    .execute();
  return { email: config.adminEmail, generatedPassword };
}
