import { z } from "zod";
import { text } from "./fields.ts";
import { passwordChangeSchema } from "./user.ts";

/** POST /api/password-reset: the email a reset link is sent to (if it has an account). */
export const passwordResetRequestSchema = z.strictObject({
  email: text(254)
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.email("Please enter a valid email address")),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/password-reset/complete: the link's token and the new password. */
export const passwordResetCompleteSchema = z.strictObject({
  token: text(100).min(1, "This reset link is incomplete"),
  newPassword: passwordChangeSchema.shape.newPassword,
});
export type PasswordResetComplete = z.infer<typeof passwordResetCompleteSchema>;
