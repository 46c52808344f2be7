import { clock } from "../../platform/clock.ts";
import type { UserRow } from "../../platform/db/schema.ts";

/** How long a password someone else chose for an account signs in (to be replaced) before it expires. */
export const TEMPORARY_PASSWORD_DAYS = 7;

/**
 * When a password expires: one that must be changed at the next sign-in (an admin's, the
 * generated first-admin password, an operator's reset) is temporary, so it stops working after
 * TEMPORARY_PASSWORD_DAYS unused; the owner's own never expires.
 */
export function temporaryPasswordExpiry(mustChange: boolean): string | null {
  return mustChange ? new Date(clock.nowMs() + TEMPORARY_PASSWORD_DAYS * 86_400_000).toISOString() : null;
}

export function temporaryPasswordExpired(
  user: Pick<UserRow, "mustChangePassword" | "temporaryPasswordExpiresAt">,
): boolean {
  const expiresAt = user.temporaryPasswordExpiresAt;
  return user.mustChangePassword === 1 && expiresAt !== null && Date.parse(expiresAt) <= clock.nowMs();
}
