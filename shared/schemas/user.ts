import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../constants.ts";
import { text } from "./fields.ts";

/** Every role a user can have: staff (admin, editor) and registered customers, who get no portal access. */
export const roles = ["admin", "editor", "customer"] as const;
export type Role = (typeof roles)[number];
/** The roles that may use the admin portal (editors: everything but users and settings). */
export const staffRoles = ["admin", "editor"] as const satisfies readonly Role[];
export const staffRoleSchema = z.enum(staffRoles, { message: "Please select a role" });
/** Public sign-ups get this role: it opens no part of the admin portal. */
export const REGISTERED_ROLE: Role = "customer";

/** A user, as every response shows it: never a password or hash. */
export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(roles),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  mustChangePassword: z.boolean(),
  /**
   * True when this session must set up two-factor before anything else (a password sign-in
   * while two-factor is required for staff): only on the signed-in user's own answers.
   */
  twoFactorSetupRequired: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

/** A user on the users screen: whether they have two-factor too. */
export const staffUserSchema = userSchema.extend({ twoFactorEnabled: z.boolean() });
export type StaffUser = z.infer<typeof staffUserSchema>;

const email = text(254)
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.email("Please enter a valid email address"));

const password = text(200).min(PASSWORD_MIN_LENGTH, "Password must be at least 6 characters");

/** User create: a valid email, a password of at least 6 characters, a staff role. */
export const userCreateSchema = z.strictObject({
  email,
  password,
  role: staffRoleSchema,
});
export type UserCreateInput = z.infer<typeof userCreateSchema>;

/**
 * User edit: a blank password keeps the current one. Admins editing their own account give
 * their current password to change their email or password (the server requires it).
 */
export const userUpdateSchema = z.strictObject({
  email,
  role: staffRoleSchema,
  password: z
    .union([z.literal(""), password])
    .optional()
    .transform((value) => (value ? value : undefined)),
  currentPassword: text(200)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

export const loginSchema = z.strictObject({
  email: text(254)
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.string().min(1, "Email is required")),
  password: text(200).min(1, "Password is required"),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.strictObject({ email, password });
export type RegisterInput = z.infer<typeof registerSchema>;

/** POST /api/user/password: signed-in users set their own password (which clears mustChangePassword). */
export const passwordChangeSchema = z.strictObject({
  currentPassword: text(200).min(1, "Enter your current password"),
  newPassword: password,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
