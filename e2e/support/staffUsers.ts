import type { Db } from "../../server/db/database.ts";
import { hashPassword } from "../../server/services/passwords.ts";

export type StaffRole = "admin" | "editor";

/** The staff accounts every browser spec's site has (seeded by startSite). */
export const STAFF_USERS: Record<StaffRole, { email: string; password: string }> = {
  admin: { email: "admin@example.com", password: "admin-password-1" },
  editor: { email: "editor@example.com", password: "editor-password-1" },
};

export async function seedStaffUsers(db: Db, now = new Date()): Promise<void> {
  const createdAt = now.toISOString();
  for (const [role, user] of Object.entries(STAFF_USERS) as [StaffRole, (typeof STAFF_USERS)[StaffRole]][]) {
    await db
      .insertInto("users")
      .values({
        email: user.email,
        passwordHash: await hashPassword(user.password),
        role,
        mustChangePassword: 0,
        createdAt,
        updatedAt: createdAt,
        lastLoginAt: null,
      })
      .execute();
  }
}
