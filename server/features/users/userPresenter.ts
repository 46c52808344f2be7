import type { User } from "../../../shared/schemas/user.ts";
import type { UserRow } from "../../platform/db/schema.ts";

/** A user as the API shows it: never the password hash. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt,
    lastLoginAt: row.lastLoginAt,
    mustChangePassword: row.mustChangePassword === 1,
  };
}
