import { staffRoles } from "../../../shared/schemas/user.ts";
import type { AppConfig } from "../../platform/config.ts";
import type { UserRow } from "../../platform/db/schema.ts";

/**
 * Whether the account may sign in with a password. With OIDC_ONLY, staff sign in through the
 * identity provider only, so leaving the organisation (being removed there) ends their access;
 * the first admin (ADMIN_EMAIL) keeps the password as a break-glass way in for when the provider
 * is down or misconfigured. Customers always use passwords.
 */
export function passwordSignInAllowed(
  config: Pick<AppConfig, "oidcOnly" | "adminEmail">,
  user: Pick<UserRow, "email" | "role">,
): boolean {
  if (!config.oidcOnly) return true;
  if (!(staffRoles as readonly string[]).includes(user.role)) return true;
  return user.email === config.adminEmail;
}
