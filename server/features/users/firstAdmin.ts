import { randomBytes } from "node:crypto";
import type { AppConfig } from "../../platform/config.ts";
import type { AppContext } from "../appContext.ts";
import { createAccount } from "./userAccounts.ts";
import { anyUserExists } from "./userRepo.ts";

/**
 * Creates the first admin when there is no user yet: ADMIN_EMAIL with ADMIN_PASSWORD, or a
 * generated password that is returned so the caller prints it once. Returns null when users exist.
 */
export async function ensureFirstAdmin(
  ctx: Pick<AppContext, "db" | "dialect">,
  config: AppConfig,
): Promise<{ email: string; generatedPassword: string | null } | null> {
  if (await anyUserExists(ctx.db)) return null;
  const generatedPassword = config.adminPassword ? null : randomBytes(12).toString("base64url");
  await createAccount(ctx, {
    email: config.adminEmail,
    password: config.adminPassword ?? generatedPassword!,
    role: "admin",
    mustChangePassword: generatedPassword !== null,
  });
  return { email: config.adminEmail, generatedPassword };
}
