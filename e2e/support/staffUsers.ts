import type { AppContext } from "../../server/features/appContext.ts";
import { createAccount } from "../../server/features/users/userAccounts.ts";

export type StaffRole = "admin" | "editor";

/** The staff accounts every browser spec's site has (seeded by startSite and serveSite). */
export const STAFF_USERS: Record<StaffRole, { email: string; password: string }> = {
  admin: { email: "admin@example.com", password: "admin-password-1" },
  editor: { email: "editor@example.com", password: "editor-password-1" },
};

export async function seedStaffUsers(ctx: AppContext): Promise<void> {
  for (const role of ["admin", "editor"] as const) {
    await createAccount(ctx, { ...STAFF_USERS[role], role });
  }
}
